// One contract kind's screen (dividend, daily, hourly or real-time salary; spec §2, §3, §4): the
// member's current contract with its terms and Terminate (after a confirmation), an upline's offer
// with Accept and Reject — an acceptance that would end contracts of the member's team with a higher
// rate (`contract_downline_conflict`) first lists those downlines in a warning and is sent again
// with `confirm: true` only when the member agrees —, the offer form for a direct sub-agent, the
// contracts the member gave (withdraw an offer, end a contract) and the settlement history. The
// contracts are asked again on open and every minute (settlement runs on the platform's clock).
import { apiErrorMessage } from '@portal/api';
import type { ContractActionRequest, ContractKind } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { ActionRow, Button, FormAlert, MutedText, Spinner } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { Section, SectionHeading } from '../shared/styles';
import { useContractAction, useContracts } from './contract-calls';
import { ContractTerms } from './contract-terms';
import { conflictOf, ConflictDialog, type Conflict } from './conflict-dialog';
import { GivenContracts } from './given-contracts';
import { OfferForm } from './offer-form';
import { SettlementHistory } from './settlement-history';
import { TerminateButton } from './terminate-button';

export interface ContractScreenProps {
  kind: ContractKind;
  /** Replaces the screen's own settlement history (the dividend record's paged report). */
  history?: ReactNode;
}

export function ContractScreen({ kind, history }: ContractScreenProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const contracts = useContracts(kind);
  const [act, action] = useContractAction(kind);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const run = async (request: ContractActionRequest, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await act(request).unwrap();
      setConflict(null);
      setNotice(done);
    } catch (error) {
      const found = request.action === 'accept' && !request.confirm ? conflictOf(error, request.contractId) : null;
      if (found) setConflict(found);
      else {
        setConflict(null);
        setFailure(error);
      }
    }
  };

  if (contracts.isLoading) return <Spinner label={t('contracts.loading')} />;
  if (!contracts.data)
    return <FormAlert focusOnShow={false}>{apiErrorMessage(t, contracts.error, AGENT_ERROR_TEXTS)}</FormAlert>;
  const { current, offer, ceilingRate, given, settlements } = contracts.data;

  return (
    <>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {failure !== null && <FormAlert>{apiErrorMessage(t, failure, AGENT_ERROR_TEXTS)}</FormAlert>}

      <Section aria-labelledby={`agent-${kind}-current`}>
        <SectionHeading id={`agent-${kind}-current`}>{t('contracts.current')}</SectionHeading>
        {current ? (
          <>
            <ContractTerms contract={current} label={t('contracts.current')} />
            <ActionRow>
              <TerminateButton
                busy={action.isLoading}
                onConfirm={() =>
                  void run({ action: 'terminate', contractId: current.contractId }, t('contracts.terminated'))
                }
              />
            </ActionRow>
          </>
        ) : (
          <MutedText>{t('contracts.noCurrent')}</MutedText>
        )}
      </Section>

      {offer && (
        <Section aria-labelledby={`agent-${kind}-offer`}>
          <SectionHeading id={`agent-${kind}-offer`}>{t('contracts.offer')}</SectionHeading>
          <ContractTerms contract={offer} label={t('contracts.offer')} />
          <ActionRow>
            <Button
              type="button"
              loading={action.isLoading && !conflict}
              onClick={() => void run({ action: 'accept', contractId: offer.contractId }, t('contracts.accepted'))}
            >
              {t('contracts.accept')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={action.isLoading}
              onClick={() => void run({ action: 'reject', contractId: offer.contractId }, t('contracts.rejected'))}
            >
              {t('contracts.reject')}
            </Button>
          </ActionRow>
        </Section>
      )}

      <ConflictDialog
        conflict={conflict}
        busy={action.isLoading}
        onConfirm={(contractId) =>
          void run({ action: 'accept', contractId, confirm: true }, t('contracts.acceptedEnding'))
        }
        onCancel={() => setConflict(null)}
      />

      <Section aria-labelledby={`agent-${kind}-give`}>
        <SectionHeading id={`agent-${kind}-give`}>{t('offer.title')}</SectionHeading>
        <OfferForm kind={kind} ceilingRate={ceilingRate} />
      </Section>

      {/* The table below is the named region (its caption is the heading's text). */}
      <Section>
        <SectionHeading>{t('given.title')}</SectionHeading>
        <GivenContracts
          contracts={given}
          busy={action.isLoading}
          onEnd={(contract) =>
            void run(
              { action: 'terminate', contractId: contract.contractId },
              t(contract.status === 'offered' ? 'given.withdrawn' : 'contracts.terminated'),
            )
          }
        />
      </Section>

      <Section>
        <SectionHeading>{t('history.title')}</SectionHeading>
        {history ?? <SettlementHistory settlements={settlements} />}
      </Section>
    </>
  );
}

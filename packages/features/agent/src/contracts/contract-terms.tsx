// A contract's terms (spec §3): rate, settlement period, and the minimums it sets — the period's
// valid bet, the period's profit and loss (dividend), active members, the daily salary's daily and
// the hourly salary's hourly bet amount — each only when the contract has it.
import type { AgentContract } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DescriptionList } from '@portal/ui';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentFormat } from '../shared/format';

export function ContractTerms({ contract, label }: { contract: AgentContract; label: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  const terms: Array<[string, string]> = [
    [t('contracts.terms.upline'), contract.uplineUsername],
    [t('contracts.terms.rate'), format.rate(contract.rate)],
    [t('contracts.terms.period'), t(`contracts.periods.${contract.period}`)],
  ];
  if (contract.minValidBet !== null) terms.push([t('contracts.terms.minValidBet'), format.money(contract.minValidBet)]);
  if (contract.minProfitLoss !== null)
    terms.push([t('contracts.terms.minProfitLoss'), format.money(contract.minProfitLoss)]);
  if (contract.minActiveMembers !== null)
    terms.push([t('contracts.terms.minActiveMembers'), format.count(contract.minActiveMembers)]);
  if (contract.dailyBetAmount !== null)
    terms.push([t('contracts.terms.dailyBetAmount'), format.money(contract.dailyBetAmount)]);
  if (contract.hourlyBetAmount !== null)
    terms.push([t('contracts.terms.hourlyBetAmount'), format.money(contract.hourlyBetAmount)]);
  terms.push([t('contracts.terms.offeredAt'), format.when(contract.offeredAt)]);
  if (contract.decidedAt !== null) terms.push([t('contracts.terms.decidedAt'), format.when(contract.decidedAt)]);
  return (
    <DescriptionList aria-label={label}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </DescriptionList>
  );
}

// The player's word on a paid withdrawal (spec §4): received, partly received (how much arrived)
// or not received, with up to three proof images (png or jpg, at most 5 MB; required unless it all
// arrived). Images go up one by one (uploadWithdrawalProof, the image as the body), then the
// confirmation names them. An image already stored is not sent again when the player retries.
import { apiErrorMessage, useConfirmWithdrawalMutation, useUploadWithdrawalProofMutation } from '@portal/api';
import { PROOF_IMAGES_MAX, type Withdrawal } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input } from '@portal/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Choices, FormStack } from '../shared/styles';
import { useAmountRule } from '../shared/use-amount-rule';
import { useMoney } from '../shared/use-money';
import { PROOF_ACCEPT, proofProblem } from './proof-files';

const RESULTS = ['received', 'partial', 'not_received'] as const;
type ConfirmResult = (typeof RESULTS)[number];

interface ConfirmValues {
  result: ConfirmResult;
  receivedAmount: string;
  proofs: FileList | null;
}

export interface ConfirmWithdrawalFormProps {
  withdrawal: Withdrawal;
  currencySymbol: string;
  onDone: (result: ConfirmResult) => void;
  onCancel: () => void;
}

export function ConfirmWithdrawalForm({ withdrawal, currencySymbol, onDone, onCancel }: ConfirmWithdrawalFormProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(currencySymbol);
  const [upload, uploading] = useUploadWithdrawalProofMutation();
  const [confirm, confirming] = useConfirmWithdrawalMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const stored = useRef(new Map<File, number>());
  const { register, handleSubmit, formState, watch } = useForm<ConfirmValues>({
    defaultValues: { result: 'received', receivedAmount: '', proofs: null },
  });
  const result = watch('result');
  const amountRule = useAmountRule({ max: withdrawal.amount }, money);

  const proofsRule = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (result !== 'received' && files.length === 0) return t('confirm.proofsRequired');
    const problem = proofProblem(files);
    return problem
      ? t(`confirm.proofProblem.${problem.problem}`, { name: problem.name, count: PROOF_IMAGES_MAX })
      : true;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const proofIds: number[] = [];
    for (const file of Array.from(values.proofs ?? [])) {
      let proofId = stored.current.get(file);
      if (proofId === undefined) {
        const uploaded = await upload({ withdrawalNo: withdrawal.withdrawalNo, file });
        if (uploaded.error) {
          setFailure(`${file.name}: ${apiErrorMessage(t, uploaded.error, WALLET_ERROR_TEXTS, money)}`);
          return;
        }
        proofId = uploaded.data.proofId;
        stored.current.set(file, proofId);
      }
      proofIds.push(proofId);
    }
    const answer = await confirm({
      withdrawalNo: withdrawal.withdrawalNo,
      result: values.result,
      ...(values.result === 'partial' ? { receivedAmount: values.receivedAmount.trim() } : {}),
      proofIds,
    });
    if (answer.error) {
      setFailure(apiErrorMessage(t, answer.error, WALLET_ERROR_TEXTS, money));
      return;
    }
    onDone(values.result);
  });

  return (
    <FormStack
      noValidate
      aria-label={t('confirm.formLabel', { withdrawalNo: withdrawal.withdrawalNo })}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <Choices>
        <legend>{t('confirm.question', { amount: money(withdrawal.amount) })}</legend>
        {RESULTS.map((each) => (
          <label key={each}>
            <input type="radio" value={each} {...register('result')} />
            {t(`confirm.results.${each}`)}
          </label>
        ))}
      </Choices>
      {result === 'partial' && (
        <Input
          label={t('confirm.receivedAmount')}
          inputMode="decimal"
          autoComplete="off"
          required
          {...register('receivedAmount', { validate: (value) => (result === 'partial' ? amountRule(value) : true) })}
          error={formState.errors.receivedAmount?.message}
        />
      )}
      <Input
        type="file"
        label={t('confirm.proofs')}
        hint={t('confirm.proofsHint', { count: PROOF_IMAGES_MAX })}
        accept={PROOF_ACCEPT}
        multiple
        required={result !== 'received'}
        {...register('proofs', { validate: proofsRule })}
        error={formState.errors.proofs?.message}
      />
      <Actions>
        <Button type="submit" loading={uploading.isLoading || confirming.isLoading}>
          {t('confirm.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      </Actions>
    </FormStack>
  );
}

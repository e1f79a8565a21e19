// The feedback form (spec §5, PUT /wps/feedback): a type, the text with its live word count and the
// tenant's range (counted with the contracts' countWords, as the platform counts), an optional
// contact. Visitors may send it. A refusal — the form's own or the platform's — keeps what was
// typed; after success the form empties and says thank you.
import { apiErrorMessage, useSendFeedbackMutation } from '@portal/api';
import { countWords, FEEDBACK_TYPES, type FeedbackRequest } from '@portal/contracts';
import { toIntlLocale, useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select, TextArea } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_NAMESPACE } from '../support-namespace';
import { SUPPORT_ERROR_TEXTS } from '../shared/error-message';
import { useSupportHost } from '../shared/support-host';
import { FormStack, Muted } from '../shared/styles';

interface FeedbackValues {
  type: FeedbackRequest['type'];
  content: string;
  contact: string;
}

const EMPTY: FeedbackValues = { type: 'suggestion', content: '', contact: '' };

export function FeedbackForm() {
  const { t, i18n } = useTranslation(SUPPORT_NAMESPACE);
  const { minWords, maxWords } = useSupportHost().feedback;
  const [send, { isLoading }] = useSendFeedbackMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, reset, watch } = useForm<FeedbackValues>({ defaultValues: EMPTY });
  const number = (value: number) => new Intl.NumberFormat(toIntlLocale(i18n.language)).format(value);
  const words = countWords(watch('content'), i18n.language);

  const wordRule = (text: string): true | string => {
    const count = countWords(text, i18n.language);
    if (!text.trim()) return t('feedback.required');
    if (count < minWords) return t('feedback.tooFew', { min: number(minWords) });
    if (count > maxWords) return t('feedback.tooMany', { max: number(maxWords) });
    return true;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    const contact = values.contact.trim();
    const result = await send({ type: values.type, content: values.content.trim(), ...(contact ? { contact } : {}) });
    if (result.error) {
      setFailure(apiErrorMessage(t, result.error, SUPPORT_ERROR_TEXTS, number));
      return;
    }
    reset(EMPTY);
    setDone(true);
  });

  return (
    <FormStack noValidate aria-label={t('feedback.formLabel')} onSubmit={(event) => void submit(event)}>
      <Muted>{t('feedback.intro')}</Muted>
      {failure && <FormAlert>{failure}</FormAlert>}
      {done && <FormAlert tone="success">{t('feedback.sent')}</FormAlert>}
      <Select
        label={t('feedback.type')}
        required
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        {...register('type', { required: t('feedback.required') })}
        error={formState.errors.type?.message}
      />
      <TextArea
        label={t('feedback.content')}
        required
        maxLength={1000}
        counter={t('feedback.wordCount', { words: number(words), min: number(minWords), max: number(maxWords) })}
        counterOver={words > maxWords}
        {...register('content', { validate: wordRule })}
        error={formState.errors.content?.message}
      />
      <Input
        label={t('feedback.contact')}
        hint={t('feedback.contactHint')}
        autoComplete="email"
        maxLength={128}
        {...register('contact')}
      />
      <div>
        <Button type="submit" loading={isLoading}>
          {t('feedback.submit')}
        </Button>
      </div>
    </FormStack>
  );
}

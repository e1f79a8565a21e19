// POST /ops/messages: a message to one member's inbox.
import { Button, FormAlert, Input, TextArea } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSendMessageMutation } from '../../api/member-centre';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

interface MessageValues {
  username: string;
  title: string;
  content: string;
}

export function MessageForm() {
  const { t } = useBackofficeTranslation();
  const [send, { isLoading }] = useSendMessageMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageValues>({ defaultValues: { username: '', title: '', content: '' } });
  const required = { required: t('form.required') };

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const username = values.username.trim();
    try {
      await send({ username, title: values.title.trim(), content: values.content }).unwrap();
      reset();
      setResult({ ok: true, text: t('messages.message.sent', { username }) });
    } catch (error) {
      setResult({ ok: false, text: errorText(t, error) });
    }
  });

  return (
    <FormFrame onSubmit={onSubmit} noValidate aria-label={t('messages.message.heading')}>
      <h2>{t('messages.message.heading')}</h2>
      {result && <FormAlert tone={result.ok ? 'success' : 'danger'}>{result.text}</FormAlert>}
      <Input
        {...register('username', required)}
        label={t('messages.username')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        error={errors.username?.message}
      />
      <Input
        {...register('title', required)}
        label={t('messages.message.subject')}
        maxLength={120}
        required
        error={errors.title?.message}
      />
      <TextArea
        {...register('content', required)}
        label={t('messages.message.content')}
        hint={t('messages.message.contentHint')}
        maxLength={20_000}
        required
        error={errors.content?.message}
      />
      <Button type="submit" loading={isLoading}>
        {t('messages.message.submit')}
      </Button>
    </FormFrame>
  );
}

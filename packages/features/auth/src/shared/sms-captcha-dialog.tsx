// The captcha every SMS send needs (the platform refuses a send without a solved one, so a script
// cannot make it send messages it pays for). A small dialog over the form: the image, an input
// labelled for it and a send button. Focus starts in the input; a wrong answer (`captcha_error`:
// each captcha is used up by its first check) loads a new image, clears the input and says so
// under it. Any other failure, a success or a cancel closes the dialog; the form underneath keeps
// everything typed.
import { isApiError } from '@portal/api';
import type { SmsSentValue } from '@portal/contracts';
import { Button, Modal } from '@portal/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { CaptchaField } from './captcha-field';
import { Actions } from './form-layout';
import { useAuthTranslation } from './use-auth-translation';
import { useCaptcha } from './use-captcha';

const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SmsCaptchaDialogProps {
  /** Sends the SMS with the captcha answer; rejects with the ApiError on failure. */
  send: (captcha: string) => Promise<SmsSentValue>;
  onSent: (value: SmsSentValue) => void;
  /** A failure other than a wrong captcha (a throttle, the gateway): the caller shows it. */
  onFailure: (error: unknown) => void;
  onCancel: () => void;
}

/** Mount it only while it shows: mounting loads its captcha image. */
export function SmsCaptchaDialog({ send, onSent, onFailure, onCancel }: SmsCaptchaDialogProps) {
  const { t } = useAuthTranslation();
  const captcha = useCaptcha('sms', true);
  const descriptionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog renders in a portal, but React bubbles its submit to the form underneath.
    event.stopPropagation();
    if (sending) return;
    const typed = answer.trim();
    if (!typed) {
      setError(t('common:validation.required'));
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const value = await send(typed);
      onSent(value);
    } catch (failure) {
      setSending(false);
      if (isApiError(failure) && failure.errorCode === 'captcha_error') {
        setAnswer('');
        setError(t('serverErrors.captcha'));
        captcha.refresh();
        inputRef.current?.focus();
        return;
      }
      onFailure(failure);
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('sms.captcha.title')}
      closeLabel={t('common:actions.close')}
      describedBy={descriptionId}
      size="sm"
      initialFocusRef={inputRef}
    >
      <DialogForm noValidate onSubmit={(event) => void onSubmit(event)}>
        <Description id={descriptionId}>{t('sms.captcha.description')}</Description>
        <CaptchaField
          ref={inputRef}
          name="smsCaptcha"
          captcha={captcha}
          required
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Actions>
          <Button variant="secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('sms.send')}
          </Button>
        </Actions>
      </DialogForm>
    </Modal>
  );
}

// The "send code" button of SMS forms (registration, SMS login, reset by phone). It first asks the
// form whether the mobile number is valid, ignores clicks within 1000 ms of the last one, then asks
// for the captcha every SMS send needs (SmsCaptchaDialog) and sends with its answer. After a
// successful send it stays disabled for the countdown the answer gives, reading "Code sent (N)",
// and focus moves on to the code input (the button cannot hold focus while disabled); a cancelled
// dialog gives focus back to the button. A failed send opens a warning dialog with the message
// and a confirm button (spec §8).
import { apiErrorMessage, isApiError, retryAfterSecondsOf } from '@portal/api';
import type { SmsSentValue } from '@portal/contracts';
import type { TFunction } from '@portal/i18n';
import { CountdownButton } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { AUTH_ERROR_TEXTS } from './error-message';
import { SmsCaptchaDialog } from './sms-captcha-dialog';
import { useAuthTranslation } from './use-auth-translation';
import { WarningDialog } from './warning-dialog';

/** Clicks closer together than this are ignored (spec §9). */
export const SMS_SEND_THROTTLE_MS = 1000;
/** The countdown when the answer names none (spec §9). */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;

/** Registration and SMS login: expiredMinutes × 60 seconds. */
export function countdownFromMinutes(value: SmsSentValue): number {
  return value.expiredMinutes > 0 ? value.expiredMinutes * 60 : DEFAULT_SMS_COUNTDOWN_SECONDS;
}

/** Recovery: the seconds left until the server's expirationTime. */
export function countdownFromExpiry(value: SmsSentValue, now = Date.now()): number {
  const seconds = Math.ceil((value.expirationTime - now) / 1000);
  return seconds > 0 ? seconds : 0;
}

/**
 * A failed send in words: our timed text when the platform says how long to wait (a throttle),
 * otherwise the platform's own words first (it knows why the gateway refused), then ours.
 */
export function smsFailureMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && retryAfterSecondsOf(error) === undefined && error.message.trim()) return error.message;
  return apiErrorMessage(t, error, AUTH_ERROR_TEXTS);
}

export interface SmsCodeButtonProps {
  /** Validates the mobile number (and focuses it when invalid); the captcha is asked only when true. */
  canSend: () => Promise<boolean> | boolean;
  /** Sends the code with the captcha answer; rejects with the ApiError on failure. */
  send: (captcha: string) => Promise<SmsSentValue>;
  /** Seconds to count down after a send; default expiredMinutes × 60. */
  countdownOf?: (value: SmsSentValue) => number;
  /** After a send: move focus to where the code goes. */
  onSent?: () => void;
  /**
   * The dialog's captcha replaced the one the form itself may show (one captcha per visitor at a
   * time, its id in a cookie): called once the dialog closes, so the form can load a new image.
   */
  onCaptchaReplaced?: () => void;
  disabled?: boolean;
  /**
   * False: send without the platform's captcha (the third-party SMS route: the provider guards its
   * own sends); `send` is called with an empty answer.
   */
  withCaptcha?: boolean;
}

type Closing = { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

export function SmsCodeButton({
  canSend,
  send,
  countdownOf = countdownFromMinutes,
  onSent,
  onCaptchaReplaced,
  disabled,
  withCaptcha = true,
}: SmsCodeButtonProps) {
  const { t } = useAuthTranslation();
  const [asking, setAsking] = useState(false);
  const [countdown, setCountdown] = useState<{ seconds: number; counting: boolean }>({ seconds: 0, counting: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [closing, setClosing] = useState<Closing | null>(null);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);

  // What follows the dialog runs once it has closed (and given focus back to the button), so the
  // focus move and the warning dialog start from there.
  useEffect(() => {
    if (asking || !closing) return;
    setClosing(null);
    onCaptchaReplaced?.();
    if (closing.kind === 'sent') onSent?.();
    if (closing.kind === 'failed') setFailure(closing.message);
  }, [asking, closing, onCaptchaReplaced, onSent]);

  const onClick = async () => {
    const now = Date.now();
    if (now - lastClickAt.current < SMS_SEND_THROTTLE_MS) return;
    lastClickAt.current = now;
    if (!(await canSend())) return;
    if (withCaptcha) {
      setAsking(true);
      return;
    }
    try {
      const value = await send('');
      setCountdown({ seconds: countdownOf(value), counting: true });
      onSent?.();
    } catch (error) {
      setFailure(smsFailureMessage(t, error));
    }
  };

  const close = (how: Closing) => {
    setAsking(false);
    setClosing(how);
  };

  return (
    <>
      <CountdownButton
        variant="secondary"
        size="sm"
        seconds={countdown.seconds}
        counting={countdown.counting}
        onComplete={() => setCountdown({ seconds: 0, counting: false })}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => void onClick()}
      >
        {(remaining) => (remaining > 0 ? t('sms.sent', { seconds: remaining }) : t('sms.send'))}
      </CountdownButton>
      {asking && (
        <SmsCaptchaDialog
          send={send}
          onSent={(value) => {
            setCountdown({ seconds: countdownOf(value), counting: true });
            close({ kind: 'sent' });
          }}
          onFailure={(error) => close({ kind: 'failed', message: smsFailureMessage(t, error) })}
          onCancel={() => close({ kind: 'cancelled' })}
        />
      )}
      <WarningDialog open={failure !== null} message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

// The "send code" button of SMS forms (registration, SMS login, reset by phone). It first asks the
// form whether the mobile number is valid, ignores clicks within 1000 ms of the last one, and after
// a successful send stays disabled for the countdown the answer gives, reading "Code sent (N)".
// A failed send opens a warning dialog with the platform's message and a confirm button (spec §8).
import type { SmsSentValue } from '@portal/contracts';
import { CountdownButton } from '@portal/ui';
import { useRef, useState } from 'react';
import { apiErrorMessage } from './api-error-message';
import { isApiError } from '@portal/api';
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

export interface SmsCodeButtonProps {
  /** Validates the mobile number (and focuses it when invalid); the code is sent only when true. */
  canSend: () => Promise<boolean> | boolean;
  /** Sends the code; rejects with the ApiError on failure. */
  send: () => Promise<SmsSentValue>;
  /** Seconds to count down after a send; default expiredMinutes × 60. */
  countdownOf?: (value: SmsSentValue) => number;
  disabled?: boolean;
}

export function SmsCodeButton({ canSend, send, countdownOf = countdownFromMinutes, disabled }: SmsCodeButtonProps) {
  const { t } = useAuthTranslation();
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState<{ seconds: number; counting: boolean }>({ seconds: 0, counting: false });
  const [failure, setFailure] = useState<string | null>(null);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);

  const onClick = async () => {
    const now = Date.now();
    if (now - lastClickAt.current < SMS_SEND_THROTTLE_MS) return;
    lastClickAt.current = now;
    if (!(await canSend())) return;
    setSending(true);
    try {
      const value = await send();
      setCountdown({ seconds: countdownOf(value), counting: true });
    } catch (error) {
      // The platform's own words first: it knows why the gateway refused.
      setFailure(isApiError(error) && error.message.trim() ? error.message : apiErrorMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <CountdownButton
        variant="secondary"
        size="sm"
        seconds={countdown.seconds}
        counting={countdown.counting}
        onComplete={() => setCountdown({ seconds: 0, counting: false })}
        loading={sending}
        disabled={disabled}
        onClick={() => void onClick()}
      >
        {(remaining) => (remaining > 0 ? t('sms.sent', { seconds: remaining }) : t('sms.send'))}
      </CountdownButton>
      <WarningDialog open={failure !== null} message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

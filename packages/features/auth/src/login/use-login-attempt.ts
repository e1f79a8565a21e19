// One login attempt and what a failure leaves behind: the translated error, and the captcha that a
// failure carrying `{ captcha: true }` switches on (spec §4). Every captcha answer is single-use,
// so a failed try while the captcha shows loads a new image.
import { apiErrorMessage, isApiError, useLoginMutation, type ApiError } from '@portal/api';
import type { LoginRequest, LoginValue } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { AUTH_ERROR_TEXTS, errorWantsCaptcha } from '../shared/error-message';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useCaptcha, type CaptchaState } from '../shared/use-captcha';

export interface LoginAttempt {
  attempt: (payload: Omit<LoginRequest, 'loginDeviceId'>) => Promise<LoginValue | null>;
  error: string | null;
  submitting: boolean;
  captchaRequired: boolean;
  captcha: CaptchaState;
}

export function useLoginAttempt(): LoginAttempt {
  const { t } = useAuthTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha('login', captchaRequired);
  const { refresh } = captcha;

  const attempt = useCallback(
    async (payload: Omit<LoginRequest, 'loginDeviceId'>) => {
      setError(null);
      const result = await login(payload);
      if ('data' in result && result.data) return result.data;
      const failure = (result as { error?: unknown }).error;
      setError(apiErrorMessage(t, failure, AUTH_ERROR_TEXTS));
      const apiError: ApiError | undefined = isApiError(failure) ? failure : undefined;
      if (errorWantsCaptcha(apiError)) {
        if (captchaRequired) refresh();
        else setCaptchaRequired(true);
      } else if (captchaRequired) {
        refresh();
      }
      return null;
    },
    [login, t, captchaRequired, refresh],
  );

  return { attempt, error, submitting: isLoading, captchaRequired, captcha };
}

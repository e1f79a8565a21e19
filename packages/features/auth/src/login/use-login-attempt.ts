// One login attempt and what a failure leaves behind: the translated error, and the captcha that a
// failure carrying `{ captcha: true }` switches on (spec §4). Every captcha answer is single-use,
// so a failed try while the captcha shows loads a new image. A login that must pass a second step
// (`login_verify_required`: an authenticator's code, a code for a new device) is not a failure: its
// challenge is kept for the form's second step (login-challenge-step.tsx).
import { apiErrorMessage, isApiError, useLoginMutation, type ApiError } from '@portal/api';
import type { LoginChallenge, LoginRequest, LoginValue } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { AUTH_ERROR_TEXTS, errorWantsCaptcha } from '../shared/error-message';
import { loginChallengeFrom } from '../shared/load-answer-checks';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useCaptcha, type CaptchaState } from '../shared/use-captcha';

export interface LoginAttempt {
  attempt: (payload: Omit<LoginRequest, 'loginDeviceId'>) => Promise<LoginValue | null>;
  error: string | null;
  submitting: boolean;
  captchaRequired: boolean;
  captcha: CaptchaState;
  /** The second step the last attempt must pass, or null. */
  challenge: LoginChallenge | null;
  /** Back from the second step to the form. */
  clearChallenge: () => void;
}

export function useLoginAttempt(): LoginAttempt {
  const { t } = useAuthTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const captcha = useCaptcha('login', captchaRequired);
  const { refresh } = captcha;

  const attempt = useCallback(
    async (payload: Omit<LoginRequest, 'loginDeviceId'>) => {
      setError(null);
      setChallenge(null);
      const result = await login(payload);
      if ('data' in result && result.data) return result.data;
      const failure = (result as { error?: unknown }).error;
      const secondStep = await loginChallengeFrom(failure);
      if (secondStep) {
        setChallenge(secondStep);
        // The captcha answer was used up by this attempt.
        if (captchaRequired) refresh();
        return null;
      }
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

  const clearChallenge = useCallback(() => setChallenge(null), []);
  return { attempt, error, submitting: isLoading, captchaRequired, captcha, challenge, clearChallenge };
}

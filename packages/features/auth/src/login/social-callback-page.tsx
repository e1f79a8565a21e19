// /social/callback: where the provider sends the browser back (`?state=&code=&iss=`, or `?error=`
// when the member cancelled). The page hands them to the platform once (the state is single use)
// and then: signed in (the usual after-login steps, home); the second step of an account with an
// authenticator or a new device (login-challenge-step.tsx); the link step when the provider's
// e-mail belongs to a member (social-link-step.tsx); or a translated message with the way back to
// the login. The session token comes in the call's answer, never in an address.
import { apiErrorMessage, useCompleteSocialSignInMutation } from '@portal/api';
import type { LoginChallenge, LoginValue, SocialLinkChallenge } from '@portal/contracts';
import { Button, FormAlert, Spinner } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPageLayout, PageHeading } from '../shared/auth-page-layout';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { loginChallengeFrom, socialLinkChallengeFrom } from '../shared/load-answer-checks';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { LoginChallengeStep } from './login-challenge-step';
import { SocialLinkStep } from './social-link-step';
import { useCompleteLogin } from './use-complete-login';

type Step =
  | { kind: 'working' }
  | { kind: 'challenge'; challenge: LoginChallenge }
  | { kind: 'link'; challenge: SocialLinkChallenge }
  | { kind: 'failed'; message: string };

export function SocialCallbackPage() {
  const { t } = useAuthTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [complete] = useCompleteSocialSignInMutation();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  // The state is single use: the call is made once even when the effect runs twice (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = params.get('state');
    const code = params.get('code');
    const error = params.get('error');
    const iss = params.get('iss');
    if (!state) {
      setStep({ kind: 'failed', message: t('serverErrors.socialState') });
      return;
    }
    void (async () => {
      const result = await complete({
        state,
        ...(code ? { code } : {}),
        ...(iss ? { iss } : {}),
        ...(error ? { error: error.slice(0, 128) } : {}),
      });
      if ('data' in result && result.data) {
        await completeLogin(result.data);
        return;
      }
      const failure = (result as { error?: unknown }).error;
      const challenge = await loginChallengeFrom(failure);
      if (challenge) return setStep({ kind: 'challenge', challenge });
      const link = await socialLinkChallengeFrom(failure);
      if (link) return setStep({ kind: 'link', challenge: link });
      setStep({ kind: 'failed', message: apiErrorMessage(t, failure, AUTH_ERROR_TEXTS) });
    })();
  }, [complete, completeLogin, params, t]);

  const onLoggedIn = (value: LoginValue) => completeLogin(value);
  const backToLogin = () => void navigate('/login', { replace: true });

  return (
    <AuthPageLayout labelledBy={headingId}>
      <PageHeading id={headingId}>
        {step.kind === 'link' ? t('social.linkTitle') : step.kind === 'failed' ? t('social.failed') : t('social.title')}
      </PageHeading>
      {step.kind === 'working' && <Spinner label={t('social.completing')} />}
      {step.kind === 'challenge' && (
        <LoginChallengeStep challenge={step.challenge} onLoggedIn={onLoggedIn} onBack={backToLogin} />
      )}
      {step.kind === 'link' && (
        <SocialLinkStep challenge={step.challenge} onLoggedIn={onLoggedIn} onCancel={backToLogin} />
      )}
      {step.kind === 'failed' && (
        <>
          <FormAlert>{step.message}</FormAlert>
          <Button fullWidth onClick={backToLogin}>
            {t('social.backToLogin')}
          </Button>
        </>
      )}
    </AuthPageLayout>
  );
}

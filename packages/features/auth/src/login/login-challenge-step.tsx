// The login's second step (issue 25): after a right password or SMS code the platform may answer
// `login_verify_required` with a ticket and the challenge — a code from the authenticator app (or a
// recovery code), or a code sent by SMS or e-mail for a new device or network. This form takes the
// code and answers like a login; "Back" returns to the form, which kept what was typed. A code sent
// for a new device can be sent again ("Send the code again"), once a minute like every SMS send: the
// button counts down from the step's start and from each resend (the platform refuses earlier ones).
import { apiErrorMessage, useResendLoginCodeMutation, useVerifyLoginMutation } from '@portal/api';
import { LOGIN_CODE_RESEND_SECONDS, type LoginChallenge, type LoginValue } from '@portal/contracts';
import { Button, CountdownButton, Input } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthForm } from '../shared/auth-form';
import { useFocusableField } from '../shared/focusable-field';
import { LinkRow, TextButton } from '../shared/form-layout';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';

interface ChallengeValues {
  code: string;
}

export interface LoginChallengeStepProps {
  challenge: LoginChallenge;
  /** The account being signed in (shown, so the member knows which one); unknown after a social sign-in. */
  username?: string;
  onLoggedIn: (value: LoginValue) => Promise<void> | void;
  onBack: () => void;
}

type Method = 'authenticator' | 'recovery' | 'code';

export function LoginChallengeStep({ challenge, username, onLoggedIn, onBack }: LoginChallengeStepProps) {
  const { t } = useAuthTranslation();
  const [verifyLogin, { isLoading }] = useVerifyLoginMutation();
  const [method, setMethod] = useState<Method>(challenge.challenge === 'code' ? 'code' : 'authenticator');
  const [error, setError] = useState<string | null>(null);
  const [resendLoginCode, resendState] = useResendLoginCodeMutation();
  const [resendCounting, setResendCounting] = useState(challenge.challenge === 'code');
  const [notice, setNotice] = useState<string | null>(null);

  const ruleSet = useMemo<RuleSet<ChallengeValues>>(
    () => ({
      code: [
        rules.required(),
        method === 'recovery'
          ? rules.matches(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'auth:secondFactor.recoveryFormat')
          : rules.matches(/^\d{6}$/, 'auth:secondFactor.codeFormat'),
      ],
    }),
    [method],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChallengeValues>({ resolver, defaultValues: { code: '' } });
  const [codeField, focusCode] = useFocusableField(register('code'));

  // The code field takes the focus when the step appears and when the method changes.
  useEffect(() => focusCode(), [focusCode, method]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    const result = await verifyLogin({ ticket: challenge.ticket, method, code: code.replace(/\s/g, '') });
    if ('data' in result && result.data) {
      await onLoggedIn(result.data);
      return;
    }
    reset({ code: '' });
    setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  });

  const resend = async () => {
    setError(null);
    setNotice(null);
    const result = await resendLoginCode({ ticket: challenge.ticket });
    if ('data' in result && result.data) {
      setResendCounting(true);
      setNotice(t('secondFactor.resent', { sentTo: result.data.sentTo ?? '' }));
      focusCode();
      return;
    }
    setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  };

  const switchMethod = (next: Method) => {
    setError(null);
    reset({ code: '' });
    setMethod(next);
  };

  const prompt =
    method === 'recovery'
      ? t('secondFactor.recoveryPrompt')
      : method === 'authenticator'
        ? t('secondFactor.authenticatorPrompt')
        : t(challenge.channel === 'email' ? 'secondFactor.codePromptEmail' : 'secondFactor.codePromptSms', {
            sentTo: challenge.sentTo ?? '',
          });

  return (
    <AuthForm label={t('secondFactor.formLabel')} onSubmit={onSubmit} error={error}>
      {username && <p>{t('secondFactor.signingInAs', { username })}</p>}
      <p id="login-challenge-prompt">{prompt}</p>
      {notice && <p role="status">{notice}</p>}
      <Input
        {...codeField}
        label={method === 'recovery' ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
        aria-describedby="login-challenge-prompt"
        autoComplete="one-time-code"
        inputMode={method === 'recovery' ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={method === 'recovery' ? 11 : 6}
        required
        error={errors.code?.message}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('secondFactor.verify')}
      </Button>
      {challenge.challenge === 'code' && (
        <CountdownButton
          variant="secondary"
          size="sm"
          seconds={LOGIN_CODE_RESEND_SECONDS}
          counting={resendCounting}
          onComplete={() => setResendCounting(false)}
          loading={resendState.isLoading}
          onClick={() => void resend()}
        >
          {(remaining) =>
            remaining > 0 ? t('secondFactor.resendIn', { seconds: remaining }) : t('secondFactor.resend')
          }
        </CountdownButton>
      )}
      <LinkRow>
        {challenge.challenge === 'authenticator' && (
          <TextButton type="button" onClick={() => switchMethod(method === 'recovery' ? 'authenticator' : 'recovery')}>
            {method === 'recovery' ? t('secondFactor.useAuthenticator') : t('secondFactor.useRecovery')}
          </TextButton>
        )}
        <TextButton type="button" onClick={onBack}>
          {t('secondFactor.back')}
        </TextButton>
      </LinkRow>
    </AuthForm>
  );
}

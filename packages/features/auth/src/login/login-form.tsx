// The login form of the popup and of the /login page: tabs for username and SMS login (SMS only
// with MOBILEVERCODELOGIN3), the free-play button (FREEPLAY3), links to recover a password (by
// e-mail; by phone with CHNGPASSVERIF3), to register (DIRECTREG3), and the social sign-in buttons
// (GOOGLELOGIN3 / FACEBOOKLOGIN3 with a configured provider).
import { apiErrorMessage, useLoginFreePlayMutation, useModuleFlags } from '@portal/api';
import type { LoginType } from '@portal/contracts';
import { Button, FormAlert, Tabs } from '@portal/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { openAuthModal, setLoginType } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { LinkRow, TextButton } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { useCompleteLogin } from './use-complete-login';
import { UsernameLoginForm } from './username-login-form';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface LoginFormProps {
  /** Called instead of opening the register popup (the /login page goes to /register). */
  onRegister?: () => void;
}

/** The platform's free-play call wants the visitor's OS; `platform: 'W'` is the web portal. */
function operatingSystem(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/windows/i.test(agent)) return 'windows';
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ios/i.test(agent)) return 'ios';
  if (/mac os/i.test(agent)) return 'mac';
  if (/linux/i.test(agent)) return 'linux';
  return 'other';
}

export function LoginForm({ onRegister }: LoginFormProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const flags = useModuleFlags();
  const loginType = useAuthSelector((state) => state.auth.loginType);
  const sessionEndReason = useAuthSelector((state) => state.auth.sessionEndReason);
  const completeLogin = useCompleteLogin();
  const [loginFreePlay, { isLoading: freePlayLoading }] = useLoginFreePlayMutation();
  const [freePlayError, setFreePlayError] = useState<string | null>(null);

  const smsLogin = flags.MOBILEVERCODELOGIN3 === true;
  const activeType: LoginType = smsLogin ? loginType : 'username';

  const onFreePlay = async () => {
    setFreePlayError(null);
    const result = await loginFreePlay({ os: operatingSystem(), platform: 'W' });
    if ('data' in result && result.data) await completeLogin(result.data, { quiet: true });
    else setFreePlayError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  };

  const register = () => (onRegister ? onRegister() : dispatch(openAuthModal({ modal: 'register' })));

  return (
    <Stack>
      {sessionEndReason && (
        <FormAlert tone="info" focusOnShow={false}>
          {apiErrorMessage(t, { status: 401, errorCode: sessionEndReason, message: '' }, AUTH_ERROR_TEXTS)}
        </FormAlert>
      )}
      {/* Tabs even with one method: the form keeps what was typed when the SMS tab appears. */}
      <Tabs
        label={t('login.methods')}
        fullWidth
        selectedId={activeType}
        onSelect={(id) => dispatch(setLoginType(id as LoginType))}
        items={[
          { id: 'username', label: t('login.byUsername'), panel: <UsernameLoginForm /> },
          ...(smsLogin ? [{ id: 'sms', label: t('login.bySms'), panel: <SmsLoginForm /> }] : []),
        ]}
      />
      <LinkRow>
        <TextButton
          type="button"
          onClick={() => dispatch(openAuthModal({ modal: 'forgotPassword', recoveryMethod: 'email' }))}
        >
          {t('login.forgotByEmail')}
        </TextButton>
        {flags.CHNGPASSVERIF3 && (
          <TextButton
            type="button"
            onClick={() => dispatch(openAuthModal({ modal: 'forgotPassword', recoveryMethod: 'phone' }))}
          >
            {t('login.forgotByPhone')}
          </TextButton>
        )}
      </LinkRow>
      {flags.FREEPLAY3 && (
        <>
          {freePlayError && <FormAlert>{freePlayError}</FormAlert>}
          <Button variant="secondary" fullWidth loading={freePlayLoading} onClick={() => void onFreePlay()}>
            {t('login.freePlay')}
          </Button>
        </>
      )}
      <SocialSignInButtons />
      {flags.DIRECTREG3 && (
        <LinkRow>
          <span>{t('login.noAccount')}</span>
          <TextButton type="button" onClick={register}>
            {t('login.registerLink')}
          </TextButton>
        </LinkRow>
      )}
    </Stack>
  );
}

// "Sign in with a passkey" (issue 25): shown only where the browser offers passkeys
// (`window.PublicKeyCredential`). The platform's options, the browser's prompt (the discoverable
// passkeys of this site, unlocked by fingerprint, face or PIN), then the signed answer; the session
// follows as after any login (use-complete-login.ts). A passkey is the second step by itself: no
// authenticator or device code follows. A closed prompt is a quiet notice, not an error.
import { apiErrorMessage, usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '@portal/api';
import { Button, FormAlert } from '@portal/ui';
import { useState } from 'react';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { passkeysAvailable, promptClosed, signWithPasskey } from './passkey-ceremony';
import { useCompleteLogin } from './use-complete-login';

type Outcome = { kind: 'closed' } | { kind: 'error'; message: string } | null;

export function PasskeyLoginButton() {
  const { t } = useAuthTranslation();
  const [getOptions] = usePasskeyLoginOptionsMutation();
  const [signIn] = usePasskeyLoginMutation();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!passkeysAvailable()) return null;

  const onClick = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      const options = await getOptions();
      if (!('data' in options) || !options.data) {
        setOutcome({ kind: 'error', message: apiErrorMessage(t, options.error, AUTH_ERROR_TEXTS) });
        return;
      }
      let response;
      try {
        response = await signWithPasskey(options.data);
      } catch (error) {
        setOutcome(promptClosed(error) ? { kind: 'closed' } : { kind: 'error', message: t('passkeys.browserFailed') });
        return;
      }
      const result = await signIn({ response });
      if ('data' in result && result.data) await completeLogin(result.data);
      else setOutcome({ kind: 'error', message: apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {outcome?.kind === 'closed' && (
        <FormAlert tone="info" focusOnShow={false}>
          {t('login.passkeyClosed')}
        </FormAlert>
      )}
      {outcome?.kind === 'error' && <FormAlert>{outcome.message}</FormAlert>}
      <Button variant="secondary" fullWidth loading={busy} onClick={() => void onClick()}>
        {t('login.withPasskey')}
      </Button>
    </>
  );
}

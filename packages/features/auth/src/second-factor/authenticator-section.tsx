// My account's "Authenticator app" (BINDGA3, issue 25): bind an app by scanning the QR code of the
// platform's otpauth:// URI (or typing the key), confirm with a current code, see the ten recovery
// codes once, and unbind with the login password and a current code or a recovery code. Once bound,
// every login and every withdrawal asks for a code.
import {
  apiErrorMessage,
  useConfirmAuthenticatorBindingMutation,
  useGetAuthenticatorQuery,
  useStartAuthenticatorBindingMutation,
  useUnbindAuthenticatorMutation,
} from '@portal/api';
import type { AuthenticatorBindingValue } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { Button, FormAlert, Input, PageSection, QrCode, SectionTitle, Spinner } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { AuthForm } from '../shared/auth-form';
import { useFocusableField } from '../shared/focusable-field';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { Actions, LinkRow, Paragraph, TextButton } from '../shared/form-layout';
import { PasswordField } from '../shared/password-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { RecoveryCodes } from './recovery-codes';
import { queryView } from '../shared/query-view';

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

const Key = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  word-break: break-all;
`;

/** The base32 key in groups of four, as the apps show it. */
function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'binding'; binding: AuthenticatorBindingValue }
  | { kind: 'recovery'; codes: string[] }
  | { kind: 'unbinding' };

export function AuthenticatorSection() {
  const { t } = useAuthTranslation();
  const { data: status, isLoading, isError } = useGetAuthenticatorQuery(undefined, { selectFromResult: queryView });
  const [startBinding, { isLoading: starting }] = useStartAuthenticatorBindingMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [notice, setNotice] = useState<'bound' | 'unbound' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onStart = async () => {
    setError(null);
    setNotice(null);
    const result = await startBinding();
    if ('data' in result && result.data) setStage({ kind: 'binding', binding: result.data });
    else setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  };

  return (
    <PageSection aria-labelledby="personal-center-authenticator">
      <SectionTitle as="h4" id="personal-center-authenticator">
        {t('authenticator.title')}
      </SectionTitle>
      <Paragraph>{t('authenticator.intro')}</Paragraph>
      {isLoading && <Spinner label={t('common:status.loading')} />}
      {isError && <FormAlert focusOnShow={false}>{t('common:errors.unknown')}</FormAlert>}
      {notice && (
        <FormAlert tone="success" focusOnShow={false}>
          {t(notice === 'bound' ? 'authenticator.bound' : 'authenticator.unbound')}
        </FormAlert>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {status && stage.kind === 'idle' && (
        <>
          <p>
            {status.bound
              ? t('authenticator.statusOn', { date: formatDate(status.boundAt ?? 0) })
              : t('authenticator.statusOff')}
          </p>
          {status.bound && <p>{t('authenticator.recoveryLeft', { left: status.recoveryCodesLeft })}</p>}
          <Actions>
            {status.bound ? (
              <Button variant="secondary" onClick={() => setStage({ kind: 'unbinding' })}>
                {t('authenticator.unbind')}
              </Button>
            ) : (
              <Button loading={starting} onClick={() => void onStart()}>
                {t('authenticator.bind')}
              </Button>
            )}
          </Actions>
        </>
      )}
      {stage.kind === 'binding' && (
        <ConfirmBinding
          binding={stage.binding}
          onConfirmed={(codes) => {
            setNotice('bound');
            setStage({ kind: 'recovery', codes });
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      )}
      {stage.kind === 'recovery' && <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />}
      {stage.kind === 'unbinding' && (
        <UnbindForm
          onUnbound={() => {
            setNotice('unbound');
            setStage({ kind: 'idle' });
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      )}
    </PageSection>
  );
}

interface ConfirmValues {
  code: string;
}

function ConfirmBinding({
  binding,
  onConfirmed,
  onCancel,
}: {
  binding: AuthenticatorBindingValue;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useAuthTranslation();
  const [confirm, { isLoading }] = useConfirmAuthenticatorBindingMutation();
  const [error, setError] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<ConfirmValues>>(
    () => ({ code: [rules.required(), rules.matches(SIX_DIGITS, 'auth:secondFactor.codeFormat')] }),
    [],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ConfirmValues>({ resolver, defaultValues: { code: '' } });
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    const result = await confirm({ code: code.replace(/\s/g, '') });
    if ('data' in result && result.data) onConfirmed(result.data.recoveryCodes);
    else {
      reset({ code: '' });
      setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
    }
  });

  return (
    <>
      <Paragraph id="authenticator-scan">{t('authenticator.scan')}</Paragraph>
      <QrCode value={binding.uri} label={t('authenticator.qrLabel')} size={180} />
      <p>
        {t('authenticator.secretKey')}:{' '}
        <Key aria-label={t('authenticator.secretKey')}>{groupedKey(binding.secret)}</Key>
      </p>
      <AuthForm label={t('authenticator.confirmForm')} onSubmit={onSubmit} error={error}>
        <Input
          {...register('code')}
          label={t('authenticator.confirmCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          error={errors.code?.message}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('authenticator.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('authenticator.confirm')}
          </Button>
        </Actions>
      </AuthForm>
    </>
  );
}

interface UnbindValues {
  password: string;
  code: string;
}

function UnbindForm({ onUnbound, onCancel }: { onUnbound: () => void; onCancel: () => void }) {
  const { t } = useAuthTranslation();
  const [unbind, { isLoading }] = useUnbindAuthenticatorMutation();
  const [method, setMethod] = useState<'authenticator' | 'recovery'>('authenticator');
  const [error, setError] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<UnbindValues>>(
    () => ({
      password: [rules.required()],
      code: [
        rules.required(),
        method === 'recovery'
          ? rules.matches(RECOVERY_CODE, 'auth:secondFactor.recoveryFormat')
          : rules.matches(SIX_DIGITS, 'auth:secondFactor.codeFormat'),
      ],
    }),
    [method],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<UnbindValues>({ resolver, defaultValues: { password: '', code: '' } });
  const [passwordField, focusPassword] = useFocusableField(register('password'));
  useEffect(() => focusPassword(), [focusPassword]);

  const onSubmit = handleSubmit(async ({ password, code }) => {
    setError(null);
    const result = await unbind({ password, method, code: code.replace(/\s/g, '') });
    if ('data' in result) onUnbound();
    else {
      setValue('code', '');
      setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
    }
  });

  return (
    <AuthForm label={t('authenticator.unbindTitle')} onSubmit={onSubmit} error={error}>
      <Paragraph>{t('authenticator.unbindIntro')}</Paragraph>
      <PasswordField
        {...passwordField}
        label={t('authenticator.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
      <Input
        {...register('code')}
        label={method === 'recovery' ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode={method === 'recovery' ? 'text' : 'numeric'}
        maxLength={11}
        required
        error={errors.code?.message}
      />
      <LinkRow>
        <TextButton
          type="button"
          onClick={() => {
            setValue('code', '');
            setMethod(method === 'recovery' ? 'authenticator' : 'recovery');
          }}
        >
          {method === 'recovery' ? t('secondFactor.useAuthenticator') : t('secondFactor.useRecovery')}
        </TextButton>
      </LinkRow>
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('authenticator.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={isLoading}>
          {t('authenticator.unbind')}
        </Button>
      </Actions>
    </AuthForm>
  );
}

// My account's "Passkeys" (WebAuthn, issue 25): the member's passkeys (name, added, last used), a
// new one made by the browser's prompt (fingerprint, face, screen lock or a security key), renamed,
// or removed with the login password (and the authenticator app's code when one is bound, as its
// unbinding asks). A passkey signs in without a password and without a second step. Where the
// browser offers no passkeys the section says so and offers nothing to add.
import {
  apiErrorMessage,
  useGetAuthenticatorQuery,
  useGetPasskeysQuery,
  useModuleFlags,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from '@portal/api';
import type { Passkey } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { Button, FormAlert, Input, PageSection, SectionTitle, Spinner, Table, VisuallyHidden } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { alreadyOnAuthenticator, createPasskey, passkeysAvailable, promptClosed } from '../login/passkey-ceremony';
import { AuthForm } from '../shared/auth-form';
import { useFocusableField } from '../shared/focusable-field';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Paragraph } from '../shared/form-layout';
import { PasswordField } from '../shared/password-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { queryView } from '../shared/query-view';

type Notice = { tone: 'success' | 'info' | 'danger'; text: string };
type Stage = { kind: 'idle' } | { kind: 'renaming'; passkey: Passkey } | { kind: 'removing'; passkey: Passkey };

const when = (at: number) => formatDateTime(at, 'yyyy-MM-dd', { seconds: false });

export function PasskeysSection() {
  const { t } = useAuthTranslation();
  const { data, isLoading, isError } = useGetPasskeysQuery(undefined, { selectFromResult: queryView });
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [registerPasskey] = useRegisterPasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const available = passkeysAvailable();
  const passkeys = data?.passkeys ?? [];

  const onAdd = async () => {
    setNotice(null);
    setAdding(true);
    try {
      const options = await getOptions();
      if (!('data' in options) || !options.data) {
        setNotice({ tone: 'danger', text: apiErrorMessage(t, options.error, AUTH_ERROR_TEXTS) });
        return;
      }
      let response;
      try {
        response = await createPasskey(options.data);
      } catch (error) {
        if (promptClosed(error)) setNotice({ tone: 'info', text: t('passkeys.closed') });
        else if (alreadyOnAuthenticator(error)) setNotice({ tone: 'info', text: t('passkeys.alreadyOnDevice') });
        else setNotice({ tone: 'danger', text: t('passkeys.browserFailed') });
        return;
      }
      const result = await registerPasskey({ response });
      if ('data' in result && result.data) setNotice({ tone: 'success', text: t('passkeys.added') });
      else setNotice({ tone: 'danger', text: apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <PageSection aria-labelledby="personal-center-passkeys">
      <SectionTitle as="h4" id="personal-center-passkeys">
        {t('passkeys.title')}
      </SectionTitle>
      <Paragraph>{t('passkeys.intro')}</Paragraph>
      {isLoading && <Spinner label={t('common:status.loading')} />}
      {isError && <FormAlert focusOnShow={false}>{t('common:errors.unknown')}</FormAlert>}
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow={false}>
          {notice.text}
        </FormAlert>
      )}
      {data && passkeys.length === 0 && <Paragraph>{t('passkeys.none')}</Paragraph>}
      {passkeys.length > 0 && (
        <Table aria-labelledby="personal-center-passkeys">
          <thead>
            <tr>
              <th scope="col">{t('passkeys.name')}</th>
              <th scope="col">{t('passkeys.createdAt')}</th>
              <th scope="col">{t('passkeys.lastUsedAt')}</th>
              <th scope="col">
                <VisuallyHidden>{t('passkeys.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <tr key={passkey.passkeyId}>
                <th scope="row">{passkey.name}</th>
                <td>{when(passkey.createdAt)}</td>
                <td>{passkey.lastUsedAt === null ? t('passkeys.neverUsed') : when(passkey.lastUsedAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('passkeys.renameLabel', { name: passkey.name })}
                    onClick={() => setStage({ kind: 'renaming', passkey })}
                  >
                    {t('passkeys.rename')}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                    onClick={() => setStage({ kind: 'removing', passkey })}
                  >
                    {t('passkeys.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {stage.kind === 'renaming' && (
        <RenameForm
          passkey={stage.passkey}
          onDone={(renamed) => {
            if (renamed) setNotice({ tone: 'success', text: t('passkeys.renamed') });
            setStage({ kind: 'idle' });
          }}
        />
      )}
      {stage.kind === 'removing' && (
        <RemoveForm
          passkey={stage.passkey}
          onDone={(removed) => {
            if (removed) setNotice({ tone: 'success', text: t('passkeys.removed') });
            setStage({ kind: 'idle' });
          }}
        />
      )}
      {stage.kind === 'idle' &&
        (available ? (
          <Actions>
            <Button loading={adding} onClick={() => void onAdd()}>
              {t('passkeys.add')}
            </Button>
          </Actions>
        ) : (
          <Paragraph>{t('passkeys.unsupported')}</Paragraph>
        ))}
    </PageSection>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: boolean) => void }) {
  const { t } = useAuthTranslation();
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const [error, setError] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<{ name: string }>>(() => ({ name: [rules.required()] }), []);
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver, defaultValues: { name: passkey.name } });
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(async ({ name }) => {
    setError(null);
    const result = await rename({ passkeyId: passkey.passkeyId, name: name.trim() });
    if ('data' in result && result.data) onDone(true);
    else setError(apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS));
  });

  return (
    <AuthForm label={t('passkeys.renameTitle', { name: passkey.name })} onSubmit={onSubmit} error={error}>
      <Input {...register('name')} label={t('passkeys.name')} maxLength={64} required error={errors.name?.message} />
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('passkeys.cancel')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('passkeys.save')}
        </Button>
      </Actions>
    </AuthForm>
  );
}

interface RemoveValues {
  password: string;
  code: string;
}

function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone: (removed: boolean) => void }) {
  const { t } = useAuthTranslation();
  const flags = useModuleFlags();
  const { data: authenticator } = useGetAuthenticatorQuery(undefined, {
    skip: !flags.BINDGA3,
    selectFromResult: ({ data }) => ({ data }),
  });
  const needsCode = authenticator?.bound === true;
  const [remove, { isLoading }] = useRemovePasskeyMutation();
  const [error, setError] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<RemoveValues>>(
    () => ({
      password: [rules.required()],
      code: needsCode ? [rules.required(), rules.matches(/^\d{6}$/, 'auth:secondFactor.codeFormat')] : [],
    }),
    [needsCode],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RemoveValues>({ resolver, defaultValues: { password: '', code: '' } });
  const [passwordField, focusPassword] = useFocusableField(register('password'));
  useEffect(() => focusPassword(), [focusPassword]);

  const onSubmit = handleSubmit(async ({ password, code }) => {
    setError(null);
    const result = await remove({
      passkeyId: passkey.passkeyId,
      password,
      ...(needsCode ? { authenticatorCode: code.replace(/\s/g, '') } : {}),
    });
    if ('data' in result) onDone(true);
    else setError(apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS));
  });

  return (
    <AuthForm label={t('passkeys.removeTitle', { name: passkey.name })} onSubmit={onSubmit} error={error}>
      <Paragraph>{t('passkeys.removeIntro')}</Paragraph>
      <PasswordField
        {...passwordField}
        label={t('passkeys.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
      {needsCode && (
        <Input
          {...register('code')}
          label={t('secondFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          error={errors.code?.message}
        />
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('passkeys.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={isLoading}>
          {t('passkeys.remove')}
        </Button>
      </Actions>
    </AuthForm>
  );
}

// The registration form of the popup and of the /register page (spec §2, §4, §5). Its fields,
// required marks and rules come from the platform's registration settings; modes 'register'
// (username) and 'registerMobile' are tabs when mobile registration (MOBILENUMREG3) is on.
// Submit: validate, check a typed affiliate code (a bad one stops with a warning), register with
// `login: true`, store the session, load the member info, go to '/', then the success popup (in
// mobile mode after the notice that the account was created and logged in).
import {
  apiErrorMessage,
  confirmPhoneVerification,
  e164Of,
  isApiError,
  startPhoneVerification,
  useGetRegisterSettingsQuery,
  useModuleFlags,
  useRegisterMobileMutation,
  useRegisterMutation,
} from '@portal/api';
import type { LoginValue } from '@portal/contracts';
import { Trans } from '@portal/i18n';
import { Button, Checkbox, FormAlert, Input, Spinner, Tabs } from '@portal/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { openAuthModal } from '../session/auth-slice';
import { useAuthDispatch } from '../session/hooks';
import { loadMemberInfo, startSession } from '../session/session-thunks';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { loadAnswerChecks, warmAnswerChecks, type AnswerChecks } from '../shared/load-answer-checks';
import { AuthForm } from '../shared/auth-form';
import { useAuthSettings } from '../shared/auth-settings';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { Actions, FormStack, LinkRow, TextButton } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useCaptcha } from '../shared/use-captcha';
import { useFormDialingCode } from '../shared/use-form-dialing-code';
import { problemOf, rulesResolver } from '../shared/validation';
import { WarningDialog } from '../shared/warning-dialog';
import { RegisterFieldList } from './register-field-list';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  generatePassword,
  registerFieldsFor,
  registerRules,
  type RegisterMode,
  type RegisterTextField,
  type RegisterValues,
} from './registration-fields';
import { AFFILIATE_QUERY_PARAM, useAffiliate } from './use-affiliate';
import { SocialSignInButtons } from '../login/social-sign-in-buttons';

export const REFERRAL_QUERY_PARAM = 'referralCode';

export interface RegisterFormProps {
  /** The page adds a Reset button; the popup a button that switches to the login popup. */
  variant: 'modal' | 'page';
}

function currentLocation() {
  return typeof window === 'undefined'
    ? { href: '', hostname: '' }
    : { href: window.location.href, hostname: window.location.hostname };
}

export function RegisterForm({ variant }: RegisterFormProps) {
  const { t } = useAuthTranslation();
  const { data, isLoading, isError, refetch } = useGetRegisterSettingsQuery();
  // The form (every field, the country picker) renders in a deferred pass that React can interrupt:
  // the store's update that brings the settings re-renders at once, in one task, so it only swaps
  // nothing for nothing here.
  const settings = useDeferredValue(data);
  if (isLoading || (data && !settings)) return <Spinner label={t('register.loadingSettings')} />;
  if (isError || !settings) {
    return (
      <FormStack as="div">
        <FormAlert>{t('register.settingsFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </FormStack>
    );
  }
  return <LoadedRegisterForm variant={variant} settings={settings} />;
}

function LoadedRegisterForm({
  variant,
  settings,
}: RegisterFormProps & { settings: NonNullable<ReturnType<typeof useGetRegisterSettingsQuery>['data']> }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const flags = useModuleFlags();
  const { adultAge, phoneVerification } = useAuthSettings();
  // The third-party SMS route (FIREBASESMS3 and a provider in tenant.json): the provider's session
  // from the last "send code", confirmed at submit.
  const provider = flags.FIREBASESMS3 === true ? phoneVerification : undefined;
  const providerSession = useRef<string | null>(null);
  const [searchParams] = useSearchParams();
  const [{ href, hostname }] = useState(currentLocation);
  const [registerByUsername, usernameState] = useRegisterMutation();
  const [registerByMobile, mobileState] = useRegisterMobileMutation();

  const modes = useMemo<RegisterMode[]>(() => {
    const available: RegisterMode[] = [];
    if (flags.USERNAMEREG3 !== false) available.push('register');
    if (flags.MOBILENUMREG3) available.push('registerMobile');
    return available.length ? available : ['register'];
  }, [flags.USERNAMEREG3, flags.MOBILENUMREG3]);
  const [chosenMode, setMode] = useState<RegisterMode>(modes[0] ?? 'register');
  const mode = modes.includes(chosenMode) ? chosenMode : (modes[0] ?? 'register');

  const affiliate = useAffiliate(searchParams.get(AFFILIATE_QUERY_PARAM), hostname);
  const fields = useMemo(
    () =>
      registerFieldsFor({
        mode,
        settings,
        smsInUsernameMode: flags.REGMOBVERF3 === true,
        passwordInMobileMode: flags.MOBILENUMPASSREG3 === true,
        affiliateShown: affiliate.inputShown,
        thirdPartySms: !!provider,
      }),
    [mode, settings, flags.REGMOBVERF3, flags.MOBILENUMPASSREG3, affiliate.inputShown, provider],
  );
  const resolver = useMemo(() => rulesResolver(registerRules(fields), t), [fields, t]);
  const initialValues = useMemo(
    () => ({ ...EMPTY_REGISTER_VALUES, referralCode: searchParams.get(REFERRAL_QUERY_PARAM) ?? '' }),
    // The address is read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Focus goes to the first invalid field in page order (see focusFirstInvalid), not in the order
  // the fields registered, which differs here (the boxes register before the list renders).
  const form = useForm<RegisterValues>({ resolver, defaultValues: initialValues, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setValue, setError, reset, clearErrors, setFocus, getValues } = form;
  const [error, setErrorText] = useState<string | null>(null);
  const [affiliateRefused, setAffiliateRefused] = useState(false);

  const captcha = useCaptcha('register', settings.captcha?.enabled === true);
  const { refresh: refreshCaptcha } = captcha;
  // A new mode, a new challenge (spec §4); the first image loads when the captcha is enabled.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current === mode) return;
    previousMode.current = mode;
    clearErrors();
    setErrorText(null);
    if (settings.captcha?.enabled) {
      setValue('captcha', '');
      refreshCaptcha();
    }
  }, [mode, settings.captcha?.enabled, refreshCaptcha, clearErrors, setValue]);

  const { setDialingCode, dialingCodeNow } = useFormDialingCode(form);

  const showFailure = (failure: unknown, checks: AnswerChecks | null) => {
    if (settings.captcha?.enabled) {
      setValue('captcha', '');
      refreshCaptcha();
    }
    // A field the platform refused (its own check of the same rule): show it under that field.
    const detail = isApiError(failure) && checks ? checks.fieldErrorOf(failure.value) : null;
    const field = detail ? fields.find((shown) => shown.name === detail.field) : undefined;
    if (detail && field) {
      const { kind, patternId, min, max } = detail;
      const problem =
        kind === 'inconsistent'
          ? { key: 'common:validation.inconsistentTwice' }
          : problemOf(
              kind === 'required'
                ? { kind }
                : { kind: 'pattern', patternId: patternId ?? 0, min: min ?? 0, max: max ?? 0 },
            );
      setError(
        field.name as RegisterTextField,
        { type: 'server', message: t(problem.key, problem.values ?? {}) },
        { shouldFocus: true },
      );
      return;
    }
    setErrorText(apiErrorMessage(t, failure, AUTH_ERROR_TEXTS));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setErrorText(null);
      const typedAffiliate = fields.some((field) => field.name === 'affiliateCode') ? values.affiliateCode.trim() : '';
      if (typedAffiliate && !(await affiliate.checkTyped(typedAffiliate))) {
        setAffiliateRefused(true);
        return;
      }
      // Without the checks (they could not load) the place is left out, as one the platform would refuse.
      const checks = await loadAnswerChecks().catch(() => null);
      const payload = buildRegisterPayload(values, {
        mode,
        fields,
        domainAffiliateCode: affiliate.domainCode,
        place: checks?.registrationPlace(href, hostname) ?? {},
        ...(mode === 'registerMobile' && !fields.some((field) => field.name === 'password')
          ? { generatedPassword: generatePassword(settings.password.minLength, settings.password.maxLength) }
          : {}),
      });
      if (provider) {
        // Spec §4: submit runs the provider's verification before the register call. Its failure
        // aborts silently (spec §8): no error popup, nothing cleared; focus goes back to the code.
        const session = providerSession.current;
        const idToken = session
          ? await confirmPhoneVerification(provider, session, values.verificationCode.trim()).catch(() => null)
          : null;
        if (!idToken) {
          setFocus('verificationCode');
          return;
        }
        providerSession.current = null;
        delete payload.verificationCode;
        payload.firebaseChannel = 'sms';
        payload.firebaseIdToken = idToken;
      }
      const result = mode === 'registerMobile' ? await registerByMobile(payload) : await registerByUsername(payload);
      const value: LoginValue | undefined = 'data' in result ? result.data : undefined;
      if (!value) {
        showFailure((result as { error?: unknown }).error, checks);
        return;
      }
      dispatch(startSession(value));
      await dispatch(loadMemberInfo());
      void navigate('/');
      dispatch(openAuthModal({ modal: mode === 'registerMobile' ? 'mobileRegisterNotice' : 'registerSuccess' }));
    },
    (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)),
  );

  const onReset = () => {
    reset({ ...EMPTY_REGISTER_VALUES });
    setErrorText(null);
    if (settings.captcha?.enabled) refreshCaptcha();
  };

  const submitting = usernameState.isLoading || mobileState.isLoading || form.formState.isSubmitting;
  const formBody = (
    <AuthForm
      ref={formRef}
      label={t(mode === 'register' ? 'register.formByUsername' : 'register.formByMobile')}
      onSubmit={onSubmit}
      // The submit needs the answer checks: they load while the person fills the form, not at its start.
      onFocus={warmAnswerChecks}
      error={error}
    >
      <RegisterFieldList
        fields={fields}
        form={form}
        captcha={captcha}
        onDialingCodeChange={setDialingCode}
        dialingCodeNow={dialingCodeNow}
        sendThroughProvider={
          provider
            ? async () => {
                const started = await startPhoneVerification(
                  provider,
                  e164Of(dialingCodeNow(), getValues('mobileNum')),
                );
                providerSession.current = started.sessionInfo;
                // The countdown: the provider's wait, one minute (spec §4).
                return { expiredMinutes: started.retryAfterSeconds / 60, expirationTime: 0 };
              }
            : undefined
        }
        onSmsCaptchaReplaced={() => {
          // The code's captcha took the visitor's challenge: the form's own image needs a new one.
          if (!settings.captcha?.enabled) return;
          setValue('captcha', '');
          refreshCaptcha();
        }}
      />
      {initialValues.referralCode && (
        // The referral code came with the link (?referralCode=): shown so the player sees it counts.
        <Input {...register('referralCode')} label={t('register.referralCode')} readOnly autoComplete="off" />
      )}
      <Checkbox
        {...register('adultConfirmed')}
        required
        label={t('register.adultConfirm', { count: adultAge })}
        error={form.formState.errors.adultConfirmed?.message}
      />
      <Checkbox
        {...register('termsAccepted')}
        required
        label={
          <Trans
            t={t}
            i18nKey="register.termsAccept"
            components={{ terms: <Link to="/help" target="_blank" rel="noopener noreferrer" /> }}
          />
        }
        error={form.formState.errors.termsAccepted?.message}
      />
      <Actions>
        {variant === 'page' && (
          <Button variant="secondary" onClick={onReset}>
            {t('common:actions.reset')}
          </Button>
        )}
        <Button type="submit" loading={submitting} fullWidth={variant === 'modal'}>
          {t('register.submit')}
        </Button>
      </Actions>
      {variant === 'modal' && (
        <LinkRow>
          <span>{t('register.haveAccount')}</span>
          <TextButton type="button" onClick={() => dispatch(openAuthModal({ modal: 'login' }))}>
            {t('common:actions.logIn')}
          </TextButton>
        </LinkRow>
      )}
    </AuthForm>
  );

  return (
    <>
      {/* Tabs even with one mode: the form keeps what was typed when a second mode appears. */}
      <Tabs
        label={t('register.methods')}
        fullWidth
        selectedId={mode}
        onSelect={(id) => setMode(id as RegisterMode)}
        items={modes.map((id) => ({
          id,
          label: t(id === 'register' ? 'register.byUsername' : 'register.byMobile'),
          panel: formBody,
        }))}
      />
      {/* A social sign-in makes the account on its first use (or links it after the password). */}
      <SocialSignInButtons />
      <WarningDialog
        open={affiliateRefused}
        message={t('common:errors.invitationCode')}
        onClose={() => setAffiliateRefused(false)}
      />
    </>
  );
}

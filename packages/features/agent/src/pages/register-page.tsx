// Register account (registerCenter, spec §2): the agent opens an account directly below itself, a
// member or a sub-agent. react-hook-form over the contract's schema with the tenant's username and
// password rules (register-form-rules.ts); the platform's refusal (a taken username, a rule) shows
// translated above the form, which keeps what was typed. A new sub-agent's affiliate link (where
// its own downlines register) is shown with a copy button.
import { apiErrorMessage, useGetRegisterSettingsQuery, useRegisterDownlineMutation } from '@portal/api';
import type { RegisterDownlineValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, PasswordInput, Select } from '@portal/ui';
import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentHost } from '../shared/agent-host';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { FormStack, Section } from '../shared/styles';
import { AffiliateLink } from './affiliate-link';
import { checkRegisterValues, type RegisterValues } from './register-form-rules';

const EMPTY: RegisterValues = { accountType: 'member', username: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const { affiliateLink } = useAgentHost();
  const { data: settings } = useGetRegisterSettingsQuery();
  const [register, { isLoading }] = useRegisterDownlineMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<RegisterDownlineValue | null>(null);

  const resolver = useCallback<Resolver<RegisterValues>>(
    async (values) => {
      const { problems } = checkRegisterValues(values, settings);
      const errors = Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          { type: 'validate', message: t(problem.key, problem.values ?? {}) },
        ]),
      );
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [settings, t],
  );
  const form = useForm<RegisterValues>({ defaultValues: EMPTY, resolver, mode: 'onSubmit' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { request } = checkRegisterValues(values, settings);
    if (!request) return;
    setFailure(null);
    setCreated(null);
    try {
      const value = await register(request).unwrap();
      setCreated(value);
      form.reset(EMPTY);
    } catch (error) {
      // The form keeps what was typed: the agent corrects the one field.
      setFailure(error);
    }
  });

  return (
    <Section>
      {created && (
        <FormAlert tone="success">
          {t(created.affiliateCode ? 'register.createdAgent' : 'register.createdMember', {
            username: created.member.username,
          })}
        </FormAlert>
      )}
      {created?.affiliateCode && <AffiliateLink link={affiliateLink(created.affiliateCode)} />}
      {failure !== null && <FormAlert>{apiErrorMessage(t, failure, AGENT_ERROR_TEXTS)}</FormAlert>}
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('register.form')}>
        <Select
          label={t('register.accountType')}
          options={[
            { value: 'member', label: t('register.types.member') },
            { value: 'agent', label: t('register.types.agent') },
          ]}
          {...form.register('accountType')}
        />
        <Input
          label={t('register.username')}
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('register.password')}
          autoComplete="new-password"
          showPasswordLabel={t('register.showPassword')}
          hidePasswordLabel={t('register.hidePassword')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          showPasswordLabel={t('register.showPassword')}
          hidePasswordLabel={t('register.hidePassword')}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={isLoading}>
            {t('register.submit')}
          </Button>
        </div>
      </FormStack>
    </Section>
  );
}

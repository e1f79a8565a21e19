// The link step of a social sign-in: the provider's verified e-mail belongs to a member of this
// brand, so the identity is linked only after that member's password (never silently). A wrong
// password keeps what was typed and says so; the answer is a login's.
import { apiErrorMessage, useLinkSocialIdentityMutation } from '@portal/api';
import type { LoginValue, SocialLinkChallenge } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthForm } from '../shared/auth-form';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { LinkRow, TextButton } from '../shared/form-layout';
import { PasswordField } from '../shared/password-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';

interface LinkValues {
  password: string;
}

export interface SocialLinkStepProps {
  challenge: SocialLinkChallenge;
  onLoggedIn: (value: LoginValue) => Promise<void> | void;
  onCancel: () => void;
}

export function SocialLinkStep({ challenge, onLoggedIn, onCancel }: SocialLinkStepProps) {
  const { t } = useAuthTranslation();
  const [link, { isLoading }] = useLinkSocialIdentityMutation();
  const [error, setError] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<LinkValues>>(() => ({ password: [rules.required()] }), []);
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkValues>({ resolver, defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    const result = await link({ linkTicket: challenge.linkTicket, password });
    if ('data' in result && result.data) {
      await onLoggedIn(result.data);
      return;
    }
    setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  });

  return (
    <AuthForm label={t('social.linkTitle')} onSubmit={onSubmit} error={error}>
      <p>{t('social.linkIntro', { username: challenge.username, provider: challenge.provider.name })}</p>
      <PasswordField
        {...register('password')}
        label={t('fields.password.label')}
        placeholder={t('fields.password.placeholder')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('social.linkSubmit')}
      </Button>
      <LinkRow>
        <TextButton type="button" onClick={onCancel}>
          {t('social.linkCancel')}
        </TextButton>
      </LinkRow>
    </AuthForm>
  );
}

// Staff login (POST /ops/session): merchant code, username, password. The merchant code is
// remembered on this browser; a failure shows its translated text and the form keeps what was typed.
import { merchantCodeSchema } from '@portal/contracts';
import { Button, Card, FormAlert, Input, PasswordInput } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useLogInMutation } from '../api/session';
import { useAppSelector } from '../app/store';
import { errorText } from '../shared/error-texts';
import { FormFrame, Intro } from '../shared/form-layout';
import { PageHeading } from '../shared/page-heading';
import { useBackofficeTranslation } from '../shared/use-backoffice-translation';
import { readLastMerchantCode, rememberMerchantCode } from './merchant-memory';
import { selectSessionEnded, selectToken } from './session-slice';

interface LoginValues {
  merchantCode: string;
  username: string;
  password: string;
}

const Centre = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  & > * {
    width: min(28rem, 100%);
  }
`;

export default function LoginPage() {
  const { t } = useBackofficeTranslation();
  const token = useAppSelector(selectToken);
  const ended = useAppSelector(selectSessionEnded);
  const navigate = useNavigate();
  const location = useLocation();
  const [logIn, { isLoading }] = useLogInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    defaultValues: { merchantCode: readLastMerchantCode(), username: '', password: '' },
  });

  const from = (location.state as { from?: string } | null)?.from;
  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const merchantCode = values.merchantCode.trim().toUpperCase();
    try {
      await logIn({ merchantCode, username: values.username.trim(), password: values.password }).unwrap();
      rememberMerchantCode(merchantCode);
      await navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  return (
    <Centre>
      <Card>
        <FormFrame onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
          <PageHeading>{t('login.title')}</PageHeading>
          <Intro>{t('login.intro')}</Intro>
          {ended && !failure && <FormAlert tone="info">{t('login.sessionEnded')}</FormAlert>}
          {failure && <FormAlert>{failure}</FormAlert>}
          <Input
            {...register('merchantCode', {
              required: t('form.required'),
              validate: (value) =>
                merchantCodeSchema.safeParse(value.trim().toUpperCase()).success || t('login.merchantCodeInvalid'),
            })}
            label={t('login.merchantCode')}
            hint={t('login.merchantCodeHint')}
            autoCapitalize="characters"
            autoComplete="organization"
            spellCheck={false}
            required
            error={errors.merchantCode?.message}
          />
          <Input
            {...register('username', { required: t('form.required') })}
            label={t('login.username')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.username?.message}
          />
          <PasswordInput
            {...register('password', { required: t('form.required') })}
            label={t('login.password')}
            showPasswordLabel={t('form.showPassword')}
            hidePasswordLabel={t('form.hidePassword')}
            required
            error={errors.password?.message}
          />
          <Button type="submit" loading={isLoading} fullWidth>
            {t('login.submit')}
          </Button>
        </FormFrame>
      </Card>
    </Centre>
  );
}

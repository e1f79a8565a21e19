// The /login route: the login form as a page (forced login sends visitors here). A member who is
// already logged in goes home.
import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuthSelector } from '../session/hooks';
import { AuthPageLayout, PageHeading } from '../shared/auth-page-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useAuthTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <AuthPageLayout labelledBy={headingId}>
      <PageHeading id={headingId}>{t('login.title')}</PageHeading>
      <LoginForm onRegister={() => void navigate('/register')} />
    </AuthPageLayout>
  );
}

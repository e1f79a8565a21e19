// /login: the full-page login (username or SMS, captcha, free play); forced login sends visitors here.
import { LoginPage } from '@portal/feature-auth';

export function LoginScreen() {
  return <LoginPage />;
}

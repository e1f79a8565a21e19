// /register and /register.html: the registration page. Its w_reg banners are the shell's banner
// area for this route (route-table.ts), so the page itself takes none.
import { RegisterPage } from '@portal/feature-auth';

export function RegisterScreen() {
  return <RegisterPage />;
}

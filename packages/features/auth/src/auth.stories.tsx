// The auth screens in Storybook (apps/storybook), answered by MSW: log in, register (filled,
// loading, failed), forgot password, change password; Thai and Vietnamese for the long texts.
import { ChangePasswordForm } from './password/change-password-form';
import { ForgotPasswordModal } from './recovery/forgot-password-modal';
import { LoginForm } from './login/login-form';
import { RegisterForm } from './register/register-form';
import { screenStory } from '../test/stories';

export default {
  title: 'Auth/Screens',
  component: LoginForm,
  parameters: { layout: 'padded' },
};

export const Login = screenStory(<LoginForm onRegister={() => undefined} />, { shows: 'Remember me' });

export const LoginThai = screenStory(<LoginForm onRegister={() => undefined} />, {
  locale: 'TH',
  shows: 'จดจำฉัน',
});

export const LoginVietnamese = screenStory(<LoginForm onRegister={() => undefined} />, {
  locale: 'VI',
  shows: /Ghi nhớ/,
});

export const Register = screenStory(<RegisterForm variant="modal" />, { shows: 'Create account' });

export const RegisterThai = screenStory(<RegisterForm variant="modal" />, { locale: 'TH', shows: 'สร้างบัญชี' });

export const RegisterVietnamese = screenStory(<RegisterForm variant="modal" />, {
  locale: 'VI',
  shows: 'Tạo tài khoản',
});

export const RegisterLoading = screenStory(<RegisterForm variant="modal" />, {
  answers: { '/wps/system/setting/register': { pending: true } },
});

export const RegisterFailed = screenStory(<RegisterForm variant="modal" />, {
  answers: { '/wps/system/setting/register': { errorCode: 'system_error', status: 500 } },
  shows: 'The registration form could not be loaded.',
});

export const ForgotPassword = screenStory(<ForgotPasswordModal open />, { shows: 'Send e-mail' });

export const ChangePassword = screenStory(<ChangePasswordForm onChanged={() => undefined} />, {
  loggedIn: true,
  shows: 'Current password',
});

export const ChangePasswordThai = screenStory(<ChangePasswordForm onChanged={() => undefined} />, {
  loggedIn: true,
  locale: 'TH',
  shows: 'เปลี่ยนรหัสผ่าน',
});

// The auth screens in Storybook (apps/storybook), answered by MSW: log in, register (filled,
// loading, failed, the third-party SMS route), the new-device step with its resend, forgot password,
// change password; Thai and Vietnamese for the long texts.
import { ChangePasswordForm } from './password/change-password-form';
import { ForgotPasswordModal } from './recovery/forgot-password-modal';
import { LoginChallengeStep } from './login/login-challenge-step';
import { LoginForm } from './login/login-form';
import { DEFAULT_FLAGS } from '../test/fixtures';
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

/** The third-party SMS route (FIREBASESMS3): the code field and its "Send code" go to the provider. */
export const RegisterThirdPartySms = screenStory(<RegisterForm variant="modal" />, {
  flags: { ...DEFAULT_FLAGS, FIREBASESMS3: true },
  phoneVerification: { provider: 'demo', projectId: 'lotus-play-demo' },
  shows: 'Send code',
});

/** The login's new-device step: the code went by SMS; "Send the code again" counts its minute down. */
export const LoginNewDeviceCode = screenStory(
  <LoginChallengeStep
    challenge={{
      ticket: 'ticket-1',
      challenge: 'code',
      channel: 'sms',
      sentTo: '+84 *****0001',
      expiresAt: Date.UTC(2030, 0, 1),
    }}
    username="member01"
    onLoggedIn={() => undefined}
    onBack={() => undefined}
  />,
  { shows: /Send again \(\d+\)/ },
);

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

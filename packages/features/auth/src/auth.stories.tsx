// The auth screens in Storybook (apps/storybook), answered by MSW: log in, register (filled,
// loading, failed, the third-party SMS route), the new-device step with its resend, forgot password,
// change password; Thai and Vietnamese for the long texts; the social sign-in states (the buttons,
// the link step, a cancelled sign-in).
import { ChangePasswordForm } from './password/change-password-form';
import { ForgotPasswordModal } from './recovery/forgot-password-modal';
import { LoginChallengeStep } from './login/login-challenge-step';
import { LoginForm } from './login/login-form';
import { DEFAULT_FLAGS } from '../test/fixtures';
import { RegisterForm } from './register/register-form';
import { SocialCallbackPage } from './login/social-callback-page';
import { screenStory, type StoryAnswer } from '../test/stories';

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

// --- social sign-in (issue 25) ---
const SOCIAL_PROVIDERS = {
  '/wps/social/providers': {
    value: {
      providers: [
        { id: 'google', label: 'google', name: 'Google' },
        { id: 'facebook', label: 'facebook', name: 'Facebook' },
      ],
    },
  },
};

/** A social-callback story: the page at `/social/callback?…` with the platform's answer to it. */
function socialCallbackStory(answer: StoryAnswer, shows: string, locale?: string) {
  const story = screenStory(<SocialCallbackPage />, {
    answers: { '/wps/social/callback': answer },
    shows,
    ...(locale ? { locale } : {}),
  });
  return {
    ...story,
    parameters: { portal: { ...story.parameters.portal, route: '/social/callback?state=story-state&code=story-code' } },
  };
}

const LINK_REQUIRED: StoryAnswer = {
  errorCode: 'social_link_required',
  status: 403,
  value: {
    linkTicket: 'story-link-ticket',
    provider: { id: 'google', label: 'google', name: 'Google' },
    username: 'member01',
    returnPath: '/',
    expiresAt: 4_102_444_800_000,
  },
};

export const LoginWithSocialSignIn = screenStory(<LoginForm onRegister={() => undefined} />, {
  answers: SOCIAL_PROVIDERS,
  shows: 'Continue with Facebook',
});

export const SocialLinkAccount = socialCallbackStory(LINK_REQUIRED, 'Link and log in');

export const SocialLinkAccountThai = socialCallbackStory(LINK_REQUIRED, 'เชื่อมโยงและเข้าสู่ระบบ', 'TH');

export const SocialSignInCancelled = socialCallbackStory(
  { errorCode: 'social_provider_error', status: 400, value: { error: 'access_denied' } },
  'The sign-in was cancelled or refused by the provider.',
);

// The second factor in Storybook (apps/storybook), answered by MSW: the login's code step (the
// authenticator code, a recovery code, a new device's code by SMS), and My account's authenticator
// app (not bound, binding with the QR code and key, the recovery codes shown once, bound, unbinding)
// and active sessions (this device and two others, this device alone, loading).
import type { ActiveSession, LoginChallenge } from '@portal/contracts';
import { authenticatorBinding, authenticatorStatus, RECOVERY_CODES } from '../../test/fixtures';
import { pageShows, screenStory, type ScreenStory } from '../../test/stories';
import { LoginChallengeStep } from '../login/login-challenge-step';
import { ActiveSessionsSection } from './active-sessions-section';
import { AuthenticatorSection } from './authenticator-section';
import { RecoveryCodes } from './recovery-codes';

const STORY_NOW = Date.UTC(2026, 10, 24, 10, 0);
const AUTHENTICATOR_PATH = '/wps/member/authenticator';
const SESSIONS_PATH = '/wps/session/active';

const challenge = (kind: 'authenticator' | 'code'): LoginChallenge => ({
  ticket: 'ticket-1',
  challenge: kind,
  channel: kind === 'code' ? 'sms' : null,
  sentTo: kind === 'code' ? '+84 *****0001' : null,
  expiresAt: STORY_NOW + 300_000,
});
const step = (kind: 'authenticator' | 'code') => (
  <LoginChallengeStep
    challenge={challenge(kind)}
    username="member01"
    onLoggedIn={() => undefined}
    onBack={() => undefined}
  />
);

/** Clicks the button named `name` once the page shows it, then waits for `then`. */
function clickThen(story: ScreenStory, name: string, then: string): ScreenStory {
  return {
    ...story,
    play: async ({ canvasElement }) => {
      const doc = canvasElement.ownerDocument;
      await pageShows(doc, name);
      const button = [...doc.querySelectorAll('button')].find((each) => each.textContent?.trim() === name);
      if (!button) throw new Error(`no button "${name}"`);
      button.click();
      await pageShows(doc, then);
    },
  };
}

const session = (sessionId: number, device: string | null, ip: string, hoursAgo: number, current = false) => ({
  sessionId,
  device,
  ip,
  firstSeenAt: STORY_NOW - hoursAgo * 3_600_000,
  lastSeenAt: STORY_NOW - (current ? 0 : hoursAgo * 600_000),
  current,
});
const SESSIONS: ActiveSession[] = [
  session(3, 'Chrome on Windows', '203.0.113.*', 2, true),
  session(2, 'Safari on iPhone', '198.51.100.*', 26),
  session(1, null, '192.0.2.*', 72),
];

export default {
  title: 'Auth/Second factor',
  component: LoginChallengeStep,
  parameters: { layout: 'padded' },
};

export const LoginAuthenticatorCode = screenStory(step('authenticator'), {
  shows: 'Enter the 6-digit code from your authenticator app.',
});

export const LoginRecoveryCode = clickThen(
  screenStory(step('authenticator'), {}),
  'Use a recovery code',
  'Enter one of your recovery codes.',
);

export const LoginNewDeviceCode = screenStory(step('code'), { shows: 'We sent a code by SMS to +84 *****0001' });

export const LoginAuthenticatorCodeThai = screenStory(step('authenticator'), { locale: 'TH', shows: 'member01' });

export const AuthenticatorNotBound = screenStory(<AuthenticatorSection />, {
  loggedIn: true,
  answers: { [AUTHENTICATOR_PATH]: { value: authenticatorStatus(false) } },
  shows: 'No authenticator app is bound.',
});

export const AuthenticatorBinding = clickThen(
  screenStory(<AuthenticatorSection />, {
    loggedIn: true,
    answers: {
      [AUTHENTICATOR_PATH]: { value: authenticatorStatus(false) },
      [`${AUTHENTICATOR_PATH}/binding`]: { value: authenticatorBinding() },
    },
  }),
  'Bind an authenticator app',
  'JBSW Y3DP EHPK 3PXP',
);

export const RecoveryCodesShownOnce = screenStory(<RecoveryCodes codes={RECOVERY_CODES} onDone={() => undefined} />, {
  loggedIn: true,
  shows: 'Your recovery codes',
});

export const AuthenticatorBound = screenStory(<AuthenticatorSection />, {
  loggedIn: true,
  answers: { [AUTHENTICATOR_PATH]: { value: authenticatorStatus(true) } },
  shows: 'Recovery codes left: 7',
});

export const AuthenticatorUnbinding = clickThen(
  screenStory(<AuthenticatorSection />, {
    loggedIn: true,
    answers: { [AUTHENTICATOR_PATH]: { value: authenticatorStatus(true) } },
  }),
  'Unbind',
  'Enter your login password and a current code',
);

export const ActiveSessions = screenStory(<ActiveSessionsSection />, {
  loggedIn: true,
  answers: { [SESSIONS_PATH]: { value: { sessions: SESSIONS } } },
  shows: 'Sign out all other sessions',
});

export const ActiveSessionsThisDeviceOnly = screenStory(<ActiveSessionsSection />, {
  loggedIn: true,
  answers: { [SESSIONS_PATH]: { value: { sessions: SESSIONS.slice(0, 1) } } },
  shows: 'No other device is logged in.',
});

export const ActiveSessionsLoading = screenStory(<ActiveSessionsSection />, {
  loggedIn: true,
  answers: { [SESSIONS_PATH]: { pending: true } },
});

export const ActiveSessionsVietnamese = screenStory(<ActiveSessionsSection />, {
  loggedIn: true,
  locale: 'VI',
  answers: { [SESSIONS_PATH]: { value: { sessions: SESSIONS } } },
  shows: 'Chrome on Windows',
});

// Passkeys in Storybook (apps/storybook), answered by MSW: the login's "Sign in with a passkey"
// (Chromium offers passkeys, so it shows), and My account's Passkeys section with two passkeys, with
// none, and in Thai for the long texts.
import { PasskeyLoginButton } from '../login/passkey-login-button';
import { screenStory } from '../../test/stories';
import { PasskeysSection } from './passkeys-section';

export default {
  title: 'Auth/Passkeys',
  component: PasskeysSection,
  parameters: { layout: 'padded' },
};

const PASSKEYS = {
  passkeys: [
    {
      passkeyId: 1,
      name: 'Chrome on Linux',
      createdAt: Date.UTC(2026, 5, 1, 9),
      lastUsedAt: Date.UTC(2026, 5, 20, 18),
    },
    { passkeyId: 2, name: 'Safari on iOS', createdAt: Date.UTC(2026, 5, 12, 7), lastUsedAt: null },
  ],
};

export const SignInButton = screenStory(<PasskeyLoginButton />, { shows: 'Sign in with a passkey' });

export const Section = screenStory(<PasskeysSection />, {
  loggedIn: true,
  answers: { '/wps/member/passkeys': { value: PASSKEYS } },
  shows: 'Safari on iOS',
});

export const SectionEmpty = screenStory(<PasskeysSection />, {
  loggedIn: true,
  answers: { '/wps/member/passkeys': { value: { passkeys: [] } } },
  shows: 'You have no passkeys yet.',
});

export const SectionThai = screenStory(<PasskeysSection />, {
  loggedIn: true,
  locale: 'TH',
  answers: { '/wps/member/passkeys': { value: PASSKEYS } },
  shows: 'พาสคีย์',
});

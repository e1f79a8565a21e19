// An auth screen as a Storybook story (apps/storybook): the preview draws it the way the app does —
// the portal's store and api (plus the `auth` slice), i18next in the toolbar's language with the
// `auth` namespace, the brand's theme, a memory router — and MSW answers its platform calls from
// `answers` (by path). Here: the tenant's auth settings, the module flags of aurora's registration
// (DEFAULT_FLAGS), the platform answers every auth screen reads, and a play function that waits for
// the text the screen shows once its answers are in (the story tests run it in Chromium).
import { setDefaultModuleFlags } from '@portal/api';
import type { ModuleFlags, TenantPhoneVerification } from '@portal/contracts';
import type { ComponentType, ReactElement } from 'react';
import { authResources } from '../src/auth-namespace';
import { authReducer } from '../src/session/auth-slice';
import { AuthSettingsProvider } from '../src/shared/auth-settings';
import { COUNTRIES, DEFAULT_FLAGS, SETTINGS, systemStatus } from './fixtures';

export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string } | { pending: true };
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, request: Request) => StoryAnswer)>;

/** Waits until the page (dialogs portal out of the story's root) shows `text`; throws after 8 s. */
export async function pageShows(doc: Document, text: string | RegExp): Promise<void> {
  const started = performance.now();
  const found = () => {
    const content = doc.body.innerText;
    return typeof text === 'string' ? content.includes(text) : text.test(content);
  };
  while (!found()) {
    if (performance.now() - started > 8000) throw new Error(`The story never showed "${String(text)}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ScreenStory {
  parameters: { portal: object };
  globals?: { locale?: string };
  decorators: ((Story: ComponentType) => ReactElement)[];
  render: () => ReactElement;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** What every auth screen reads: the system status, the registration settings, the countries. */
export const AUTH_ANSWERS: StoryAnswers = {
  '/wps/system/status': { value: systemStatus(DEFAULT_FLAGS) },
  '/wps/system/setting/register': { value: SETTINGS },
  '/wps/system/country': { value: COUNTRIES },
  '/wps/captcha': { value: 'iVBORw0KGgo=' },
};

export interface ScreenStoryOptions {
  answers?: StoryAnswers;
  loggedIn?: boolean;
  /** The toolbar language this story starts in (TH, VI: the long texts). */
  locale?: string;
  /** A text the screen shows once its answers are in (the story's test waits for it). */
  shows?: string | RegExp;
  /** Module flags other than aurora's registration (DEFAULT_FLAGS), e.g. FIREBASESMS3. */
  flags?: ModuleFlags;
  /** The tenant's third-party SMS provider (tenant.json `phoneVerification`). */
  phoneVerification?: TenantPhoneVerification;
}

export function screenStory(
  screen: ReactElement,
  { answers = {}, loggedIn = false, locale, shows, flags = DEFAULT_FLAGS, phoneVerification }: ScreenStoryOptions = {},
): ScreenStory {
  return {
    parameters: {
      portal: {
        namespaces: { auth: authResources },
        slices: { auth: authReducer },
        loggedIn,
        answers: { ...AUTH_ANSWERS, '/wps/system/status': { value: systemStatus(flags) }, ...answers },
      },
    },
    ...(locale ? { globals: { locale } } : {}),
    decorators: [
      (Story) => {
        setDefaultModuleFlags(flags);
        return (
          <AuthSettingsProvider defaultCountryCode="VN" phoneVerification={phoneVerification}>
            <Story />
          </AuthSettingsProvider>
        );
      },
    ],
    render: () => screen,
    ...(shows
      ? {
          play: ({ canvasElement }: { canvasElement: HTMLElement }) => pageShows(canvasElement.ownerDocument, shows),
        }
      : {}),
  };
}

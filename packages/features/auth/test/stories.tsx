// An auth screen as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the `auth` namespace and slice, the tenant's auth
// settings, the module flags of aurora's registration (DEFAULT_FLAGS), and the platform answers every
// auth screen reads; a visitor unless `loggedIn`.
import { setDefaultModuleFlags } from '@portal/api';
import type { ModuleFlags, TenantPhoneVerification } from '@portal/contracts';
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions as FeatureStoryOptions,
  type StoryAnswers,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { authResources } from '../src/auth-namespace';
import { authReducer } from '../src/session/auth-slice';
import { AuthSettingsProvider } from '../src/shared/auth-settings';
import { COUNTRIES, DEFAULT_FLAGS, SETTINGS, systemStatus } from './fixtures';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

/**
 * What every auth screen reads: the system status, the registration settings, the countries, the
 * social sign-in providers (none: the buttons' own stories offer some).
 */
export const AUTH_ANSWERS: StoryAnswers = {
  '/wps/system/status': { value: systemStatus(DEFAULT_FLAGS) },
  '/wps/system/setting/register': { value: SETTINGS },
  '/wps/system/country': { value: COUNTRIES },
  '/wps/captcha': { value: 'iVBORw0KGgo=' },
  '/wps/social/providers': { value: { providers: [] } },
};

export interface ScreenStoryOptions extends FeatureStoryOptions {
  /** Module flags other than aurora's registration (DEFAULT_FLAGS), e.g. FIREBASESMS3. */
  flags?: ModuleFlags;
  /** The tenant's third-party SMS provider (tenant.json `phoneVerification`). */
  phoneVerification?: TenantPhoneVerification;
}

export function screenStory(
  screen: ReactElement,
  { flags = DEFAULT_FLAGS, phoneVerification, ...options }: ScreenStoryOptions = {},
): ScreenStory {
  function AuthStoryHost({ children }: { children: ReactNode }) {
    setDefaultModuleFlags(flags);
    return (
      <AuthSettingsProvider defaultCountryCode="VN" phoneVerification={phoneVerification}>
        {children}
      </AuthSettingsProvider>
    );
  }
  return featureStory(
    screen,
    {
      ...options,
      answers: { ...AUTH_ANSWERS, '/wps/system/status': { value: systemStatus(flags) }, ...options.answers },
    },
    { namespaces: { auth: authResources }, slices: { auth: authReducer }, Host: AuthStoryHost },
  );
}

// Renders auth components the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi + authReducer), real i18n with the `auth` namespace, the theme, the auth
// settings and a memory router.
import { createTestStore as createApiTestStore } from '@portal/api/testing';
import { renderFeature, type RenderedFeature } from '@portal/feature-testing';
import { screen } from '@testing-library/react';
import type { TenantPhoneVerification } from '@portal/contracts';
import type { ReactElement } from 'react';
import { authResources } from '../src/auth-namespace';
import { authReducer } from '../src/session/auth-slice';
import { AuthSettingsProvider } from '../src/shared/auth-settings';

export function createTestStore() {
  return createApiTestStore({ auth: authReducer });
}
export type TestStore = ReturnType<typeof createTestStore>;

const NAMESPACES = { auth: authResources };

export interface RenderOptions {
  store?: TestStore;
  route?: string;
  defaultCountryCode?: string;
  adultAge?: number;
  phoneVerification?: TenantPhoneVerification;
}

export type RenderedWithProviders = RenderedFeature<TestStore>;

export function renderWithProviders(
  ui: ReactElement,
  {
    store = createTestStore(),
    route = '/',
    defaultCountryCode = 'VN',
    adultAge,
    phoneVerification,
  }: RenderOptions = {},
): Promise<RenderedWithProviders> {
  return renderFeature(ui, {
    store,
    namespaces: NAMESPACES,
    router: { route },
    providers: (children) => (
      <AuthSettingsProvider
        defaultCountryCode={defaultCountryCode}
        adultAge={adultAge}
        phoneVerification={phoneVerification}
      >
        {children}
      </AuthSettingsProvider>
    ),
  });
}

/** A form field by its label; required fields' labels end with a star the eye sees (aria-hidden). */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

export function queryField(label: string): HTMLElement | null {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.queryByLabelText(new RegExp(`^${escaped}\\*?$`));
}

export async function findField(label: string): Promise<HTMLElement> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByLabelText(new RegExp(`^${escaped}\\*?$`));
}

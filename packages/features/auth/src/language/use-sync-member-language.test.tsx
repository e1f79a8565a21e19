// A logged-in member's language change reaches the platform; a visitor's does not.
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginValue } from '../../test/fixtures';
import { mockPlatform, ok } from '../../test/platform';
import { createTestStore, renderWithProviders } from '../../test/render';
import { startSession } from '../session/session-thunks';
import { useSyncMemberLanguage } from './use-sync-member-language';

function Sync() {
  useSyncMemberLanguage();
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('useSyncMemberLanguage', () => {
  it('calls the update-language call when a logged-in member changes language, not on first render', async () => {
    const stub = mockPlatform({ handlers: { 'POST /wps/member/language': () => ok(null) } });
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    const { i18n } = await renderWithProviders(<Sync />, { store });
    expect(stub.calls('POST', '/wps/member/language')).toHaveLength(0);
    await act(async () => {
      await i18n.changeLanguage('VI');
    });
    await waitFor(() => expect(stub.calls('POST', '/wps/member/language')).toHaveLength(1));
    expect(stub.calls('POST', '/wps/member/language')[0]?.body).toEqual({ language: 'VI' });
    await act(async () => {
      await i18n.changeLanguage('EN');
    });
  });

  it('does nothing for a visitor', async () => {
    const stub = mockPlatform();
    const { i18n } = await renderWithProviders(<Sync />);
    await act(async () => {
      await i18n.changeLanguage('TH');
    });
    expect(stub.calls('POST', '/wps/member/language')).toHaveLength(0);
    await act(async () => {
      await i18n.changeLanguage('EN');
    });
  });
});

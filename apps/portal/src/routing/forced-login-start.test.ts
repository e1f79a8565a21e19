import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { FORCED_LOGIN_PAINT, startAtForcedLogin } from './forced-login-start';

function painted(loginForced: boolean): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div data-first-paint=""${loginForced ? ` ${FORCED_LOGIN_PAINT}=""` : ''}><main></main></div>`;
  return root;
}

/** A history and a location at `url`, and what replaceState did to them. */
function at(url: string) {
  const address = new URL(url, 'https://lotus.example');
  const replaced: string[] = [];
  const history = {
    state: { idx: 0 },
    replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to),
  } as unknown as History;
  return { history, location: address as unknown as Location, replaced };
}

function storage(token?: string): Storage {
  const values: Record<string, string> = token ? { [SESSION_STORAGE_KEYS.token]: token } : {};
  return { getItem: (key: string) => values[key] ?? null } as Storage;
}

describe('startAtForcedLogin', () => {
  it('moves a visitor on a page painted as the login page to /login, and says where from', () => {
    const { history, location, replaced } = at('/rng?vendor=pg#top');
    expect(startAtForcedLogin(painted(true), history, location, storage())).toBe('/rng?vendor=pg#top');
    expect(replaced).toEqual(['/login']);
  });

  it('leaves the address alone for a member, a login link, the login page itself and any other paint', () => {
    const cases = [
      { container: painted(true), url: '/rng', session: storage('token-1') },
      { container: painted(true), url: '/rng?token=one-time', session: storage() },
      { container: painted(true), url: '/login', session: storage() },
      { container: painted(false), url: '/rng', session: storage() },
      { container: document.createElement('div'), url: '/rng', session: storage() },
    ];
    for (const { container, url, session } of cases) {
      const { history, location, replaced } = at(url);
      expect(startAtForcedLogin(container, history, location, session)).toBeNull();
      expect(replaced).toEqual([]);
    }
  });
});

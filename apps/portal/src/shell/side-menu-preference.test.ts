import { describe, expect, it } from 'vitest';
import { readSideMenuCollapsed, SIDE_MENU_STORAGE_KEY } from './side-menu-preference';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === SIDE_MENU_STORAGE_KEY ? value : null),
  setItem: () => undefined,
});

describe('readSideMenuCollapsed', () => {
  it('keeps what the visitor chose, on any screen', () => {
    expect(readSideMenuCollapsed(storage('1'), false)).toBe(true);
    expect(readSideMenuCollapsed(storage('0'), true)).toBe(false);
  });

  it('with nothing chosen, starts mini on a narrow screen and expanded on a wide one', () => {
    expect(readSideMenuCollapsed(storage(null), true)).toBe(true);
    expect(readSideMenuCollapsed(storage(null), false)).toBe(false);
    expect(readSideMenuCollapsed(undefined, true)).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPortalStore, initialShellFromStorage } from '../app/store';
import { renderApp } from '../testing/render-app';
import { themeToggled } from './shell-slice';
import { readThemePreference, THEME_STORAGE_KEY } from './theme-preference';

describe('theme preference', () => {
  it('starts light when nothing was chosen, and ignores values that are not a theme', () => {
    expect(readThemePreference()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('light');
  });

  it('starts in the theme the visitor chose before', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(initialShellFromStorage().themeMode).toBe('dark');
  });

  it('stores each change made through the store', () => {
    const store = createPortalStore();
    store.dispatch(themeToggled());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    store.dispatch(themeToggled());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('switches the page between light and dark from the header, and a new visit keeps the choice', async () => {
    await renderApp({ path: '/' });
    const toggle = await screen.findByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Themed components repaint from the dark tokens (the header's surface is bg.default).
    const lightBackground = getComputedStyle(screen.getByRole('banner')).backgroundColor;
    expect(lightBackground).toBe('#ffffff');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).not.toBe(lightBackground);

    expect(createPortalStore().getState().shell.themeMode).toBe('dark');
  });
});

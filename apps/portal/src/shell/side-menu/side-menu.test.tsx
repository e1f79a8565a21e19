import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPortalStore } from '../../app/store';
import { renderApp } from '../../testing/render-app';
import { SIDE_MENU_STORAGE_KEY } from '../side-menu-preference';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('side menu', () => {
  it('links home, every game category in the spec order, promotions and the points mall, and has the help entry', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    // The lower part of the menu (language, download, social links) arrives in its own chunk.
    await within(menu()).findByRole('link', { name: 'Telegram (opens in a new tab)' });
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Test Brand home', '/'],
      ['Home', '/'],
      ['E-lottery', '/elott'],
      ['Lottery', '/lottery'],
      ['Live casino', '/live'],
      ['Sports', '/sports'],
      ['Fishing', '/fish'],
      ['Slots', '/rng'],
      ['Card games', '/pvp'],
      ['Esports', '/esports'],
      ['Promotions', '/promotions'],
      ['Points mall', '/pointMall'],
      ['Facebook (opens in a new tab)', 'https://facebook.example.test/brand'],
      ['Telegram (opens in a new tab)', 'https://t.example.test/brand'],
    ]);
    expect(within(menu()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Spec §2: the menu's help opens the help modal (help/help-modal.test.tsx), not a page.
    expect(within(menu()).getByRole('button', { name: 'Help centre' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('navigates to a category and marks it current', async () => {
    const { router } = await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(within(menu()).getByRole('link', { name: 'Fishing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fishing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fish');
    expect(within(menu()).getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to mini and expands again, keeping names for screen readers and remembering the form', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const collapse = within(menu()).getByRole('button', { name: 'Collapse menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(collapse);
    const expand = within(menu()).getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).getByRole('link', { name: 'Live casino' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('1');
    expect(createPortalStore().getState().shell.sideMenuCollapsed).toBe(true);

    await userEvent.click(expand);
    expect(within(menu()).getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('0');
  });

  it('changes the language (texts and <html lang>) when the tenant offers several', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.selectOptions(await within(menu()).findByRole('combobox', { name: 'Language' }), 'VI');
    expect(await screen.findByRole('navigation', { name: 'Menu chính' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('hisLang')).toBe('VI');
  });

  it('has no language selector when the tenant offers one language', async () => {
    await renderApp({ path: '/', config: { languages: ['EN'], defaultLanguage: 'EN' } });
    await within(await screen.findByRole('navigation', { name: 'Main menu' })).findByRole('button', {
      name: 'Download the app',
    });
    expect(within(menu()).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the Android and iOS QR codes of the tenant when the download area is opened', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = await within(menu()).findByRole('button', { name: 'Download the app' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await within(menu()).findByRole('img', { name: 'QR code to download the Android app' })).toBeInTheDocument();
    expect(within(menu()).getByRole('img', { name: 'QR code to download the iOS app' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Android' })).toHaveAttribute(
      'href',
      'https://dl.example.test/app.apk',
    );
  });
});

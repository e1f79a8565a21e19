import { encryptServiceLink } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';

afterEach(() => vi.restoreAllMocks());

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  it('shows three information groups, payment methods and the copyright with the brand name', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('contentinfo');
    expect(within(footer()).getByRole('heading', { name: 'About Test Brand' })).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Safe and secure' })).toBeInTheDocument();
    expect(
      within(within(footer()).getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(
      within(footer()).getByText(`© ${new Date().getFullYear()} Test Brand. All rights reserved.`),
    ).toBeInTheDocument();
    expect(within(footer()).getByText('18+ only. Please play responsibly.')).toBeInTheDocument();
  });

  it('opens customer service in a 440 × 750 window when the tenant has no affiliate link', async () => {
    const popup = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = await encryptServiceLink('https://chat.example.test/live', 'Zz12Yy34');
    const platform: typeof fetch = async (input) => {
      if (new URL(String(input)).pathname !== '/wps/system/serviceConfig') throw new TypeError('offline');
      return new Response(JSON.stringify({ success: true, value: { version: { pathList: [{ type: 3, path }] } } }));
    };
    await renderApp({ path: '/', fetch: platform });
    await screen.findByRole('contentinfo');
    await userEvent.click(within(footer()).getByRole('button', { name: 'Become an affiliate' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/live'));
  });

  it("links the affiliate button to the tenant's affiliate link when there is one", async () => {
    const resources = [{ resourceType: 'AFFILIATELINK' as const, url: 'https://partners.example.test/join' }];
    await renderApp({ path: '/', config: { resources } });
    await screen.findByRole('contentinfo');
    expect(within(footer()).getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      'https://partners.example.test/join',
    );
  });
});

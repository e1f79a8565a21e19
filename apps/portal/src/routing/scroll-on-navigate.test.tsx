// Scrolling on navigation: to the top for a new page, not for Back, and not for an overlay that
// only records itself in the address (the member centre's ?member=).
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NavigateOptions } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollOnNavigate } from './scroll-on-navigate';

function setUp() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollOnNavigate /> }], { initialEntries: ['/rng'] });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  const go = (to: string, options?: NavigateOptions) => act(() => router.navigate(to, options));
  return { scrollTo, go, back: () => act(() => router.navigate(-1)) };
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollOnNavigate', () => {
  it('scrolls to the top for a new page but not for Back', async () => {
    const { scrollTo, go, back } = setUp();
    await go('/live');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await back();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the page where it is when an overlay records itself in the address', async () => {
    const { scrollTo, go } = setUp();
    await go('/rng?member=depositv2', { state: { keepScroll: true } });
    await go('/rng?member=withdraw', { replace: true, state: { keepScroll: true } });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

import type { PortalI18n } from '@portal/i18n';
import { describe, expect, it, vi } from 'vitest';
import tenant from 'virtual:tenant';
import { firstPaintTexts, loadTexts, markTextsShown, paintedTexts, takeRenderedTexts } from './first-paint-texts';

describe('first-paint texts', () => {
  it('loads the named texts whose bridge registered them, with the app’s i18n and tenant; unknown names are skipped', async () => {
    const load = vi.fn(async () => {});
    firstPaintTexts('test-texts', load);
    const i18n = { language: 'en' } as PortalI18n;
    await loadTexts(['test-texts', 'unknown-texts'], i18n, tenant);
    expect(load).toHaveBeenCalledExactlyOnceWith(i18n, tenant);
    // Outside the prerender nothing is recorded.
    markTextsShown('test-texts');
    expect(takeRenderedTexts()).toEqual([]);
  });

  it('reads the texts a first-paint page shows from its painted root, none on a bare page', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-first-paint="" data-parts="" data-texts="lottery"><main></main></div>';
    expect(paintedTexts(container)).toEqual(['lottery']);
    container.innerHTML = '';
    expect(paintedTexts(container)).toEqual([]);
  });
});

// The brands Storybook can show: every tenant folder's theme.json (tenants/<brand>/theme.json),
// found at build time, so a new tenant folder is a new brand in the toolbar (and in the visual
// check) without touching this file. The static build is one for every brand; which brand a page
// starts in comes from its address (/storybook/<brand>/, see brandFromPath).
import type { BrandTokens, TokenOverrides } from '@portal/theme';

const themeFiles = import.meta.glob<BrandTokens>('../../../tenants/*/theme.json', { eager: true, import: 'default' });

export const BRAND_THEMES: Record<string, BrandTokens> = Object.fromEntries(
  Object.entries(themeFiles).map(([path, tokens]) => [path.split('/').at(-2) ?? path, tokens]),
);
export const BRAND_NAMES = Object.keys(BRAND_THEMES).sort();
export const DEFAULT_BRAND = BRAND_NAMES.includes('aurora') ? 'aurora' : (BRAND_NAMES[0] ?? 'aurora');

/** The brand named by the first folder of the address that is a brand (/storybook/lotus/iframe.html → lotus). */
export function brandFromPath(pathname: string): string | undefined {
  return pathname.split('/').find((segment) => BRAND_NAMES.includes(segment));
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge<T>(base: T, over: unknown): T {
  if (!isTree(base) || !isTree(over)) return (over ?? base) as T;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out as T;
}

declare global {
  interface Window {
    /**
     * Token overrides laid over the chosen brand (light/dark), set before the page loads: the visual
     * check's proof test changes a brand's primary colour this way, without a rebuild.
     */
    __PORTAL_BRAND_OVERRIDE__?: { light?: TokenOverrides; dark?: TokenOverrides };
  }
}

/** The brand's tokens, with the visual check's temporary override when one is set. */
export function brandTokens(brand: string): BrandTokens {
  const tokens = BRAND_THEMES[brand] ?? BRAND_THEMES[DEFAULT_BRAND] ?? {};
  const override = typeof window === 'undefined' ? undefined : window.__PORTAL_BRAND_OVERRIDE__;
  return override ? merge(tokens, override) : tokens;
}

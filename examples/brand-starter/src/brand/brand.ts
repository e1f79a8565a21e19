// Everything that makes this front end one brand: its name, the merchant code the platform knows
// it by, the languages it offers and its colours. The token names are @portal/theme's contract;
// a brand changes values only (createTheme throws on a name the contract does not have).
import type { BrandTokens } from '@portal/theme';

export const BRAND = {
  name: 'Coral Bay',
  /** The platform's tenant: requests carry it in the `Merchant` header. */
  merchantCode: 'AUR',
  languages: ['EN', 'VI'],
  defaultLanguage: 'EN',
  defaultCountryCode: 'VN',
  adultAge: 18,
} as const;

export const BRAND_THEME: BrandTokens = {
  light: {
    color: {
      bg: { default: '#fffaf7', subtle: '#fff1ea', muted: '#ffe3d6' },
      fg: { default: '#2b1710', muted: '#6b4a3d', onAccent: '#ffffff' },
      accent: { fg: '#b23a1a', emphasis: '#c2410c', muted: '#ffd9c7', subtle: '#fff3ec' },
      border: { focus: '#c2410c' },
    },
  },
};

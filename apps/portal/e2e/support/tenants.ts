// What the end-to-end tests know about the two tenants: their address on the test server and
// their brand data, read from the tenant folders (the same files the build used).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TENANTS_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'tenants');
const PORT = 8181;

export interface E2eTenant {
  id: 'aurora' | 'lotus';
  origin: string;
  brandName: string;
  defaultLanguage: string;
  forceLogin: boolean;
  /** The light theme's accent.emphasis colour as the browser reports it (rgb(…)). */
  accentRgb: string;
}

function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function load(id: E2eTenant['id'], origin: string): E2eTenant {
  const config = JSON.parse(readFileSync(join(TENANTS_DIR, id, 'tenant.json'), 'utf8'));
  const theme = JSON.parse(readFileSync(join(TENANTS_DIR, id, 'theme.json'), 'utf8'));
  return {
    id,
    origin,
    brandName: config.brandName,
    defaultLanguage: config.defaultLanguage,
    forceLogin: config.modules.FORCELOGIN3 === true,
    accentRgb: hexToRgb(theme.light.color.accent.emphasis),
  };
}

export const AURORA = load('aurora', `http://localhost:${PORT}`);
export const LOTUS = load('lotus', `http://lotus.localhost:${PORT}`);
export const TENANTS = [AURORA, LOTUS] as const;

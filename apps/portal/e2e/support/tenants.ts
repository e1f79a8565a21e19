// What the end-to-end tests know about the two tenants: their address on the test server and
// their brand data, read from the tenant folders (the same files the build used).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TENANTS_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'tenants');
/** The test server's port (playwright.config.ts): PORTAL_E2E_PORT lets two runs share a machine. */
const PORT = Number(process.env.PORTAL_E2E_PORT ?? 8181);

export interface E2eTenant {
  id: 'aurora' | 'lotus';
  origin: string;
  brandName: string;
  defaultLanguage: string;
  forceLogin: boolean;
  /** The `Merchant` header value that names the tenant to the platform. */
  merchantCode: string;
  /** The default country's dialing code (`+84`…), the one the mobile-number fields start with. */
  defaultDialingCode: string;
  /** Module flags as the tenant folder seeds them. */
  modules: Record<string, boolean>;
  /** The brand's time zone, minutes ahead of UTC: its days (reports, settlement periods). */
  utcOffsetMinutes: number;
  /** Registration field rules as the tenant folder seeds them (the platform serves these). */
  registrationFields: Record<string, RegistrationFieldRule>;
  adultAge: number;
  languages: string[];
  customerServiceUrl: string;
  /** A banner's alternative text in the default language (the tenant's own `common` texts). */
  bannerAlt: (key: string) => string;
  /** The light theme's accent.emphasis colour as the browser reports it (rgb(…)). */
  accentRgb: string;
}

export interface RegistrationFieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function load(id: E2eTenant['id'], origin: string): E2eTenant {
  const config = JSON.parse(readFileSync(join(TENANTS_DIR, id, 'tenant.json'), 'utf8'));
  const theme = JSON.parse(readFileSync(join(TENANTS_DIR, id, 'theme.json'), 'utf8'));
  const common = JSON.parse(
    readFileSync(join(TENANTS_DIR, id, 'locales', config.defaultLanguage, 'common.json'), 'utf8'),
  );
  return {
    id,
    origin,
    brandName: config.brandName,
    defaultLanguage: config.defaultLanguage,
    forceLogin: config.modules.FORCELOGIN3 === true,
    merchantCode: config.merchantCode,
    defaultDialingCode: config.countries.find(
      (c: { countryCode: string }) => c.countryCode === config.defaultCountryCode,
    ).countryDialingCode,
    modules: config.modules,
    utcOffsetMinutes: config.utcOffsetMinutes ?? 0,
    registrationFields: config.registration.fields,
    adultAge: config.registration.adultAge,
    languages: config.languages,
    // The brand's chat: a path of the platform (`/chat`, our chat page) or an outside URL, made absolute.
    customerServiceUrl: new URL(config.customerService.liveChatUrl, origin).href,
    bannerAlt: (key: string) => common.banners[key],
    accentRgb: hexToRgb(theme.light.color.accent.emphasis),
  };
}

export const AURORA = load('aurora', `http://localhost:${PORT}`);
export const LOTUS = load('lotus', `http://lotus.localhost:${PORT}`);
export const TENANTS = [AURORA, LOTUS] as const;

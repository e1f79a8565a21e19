// Throw-away tenant folders for tests of the tenant plumbing: a minimal valid tenant that each test
// breaks in one way, so a failure message can be checked for the file and field it names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REGISTRATION_FIELDS, type TenantConfig } from '@portal/contracts';
import type { BrandTokens } from '@portal/theme';

export interface TenantFixture {
  /** Stands in for the repository root: problem messages are relative to it. */
  root: string;
  tenantsDir: string;
  dir: string;
}

/** A tenant.json's content (fields the schema defaults may be left out). */
export type TenantConfigInput = Omit<TenantConfig, 'blockedCountries'>;

export function validTenantConfig(id: string): TenantConfigInput {
  return {
    id,
    merchantCode: id.slice(0, 3).toUpperCase(),
    brandName: `${id} brand`,
    languages: ['EN', 'VI'],
    defaultLanguage: 'EN',
    currency: { code: 'USD', symbol: '$' },
    assets: { logo: 'assets/logo.svg', logoMini: 'assets/logo-mini.svg', favicon: 'assets/favicon.svg' },
    modules: { DIRECTREG3: true },
    registration: {
      adultAge: 18,
      fields: Object.fromEntries(
        REGISTRATION_FIELDS.map((field) => [
          field,
          { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 20 },
        ]),
      ) as TenantConfig['registration']['fields'],
    },
    countries: [{ countryCode: 'VN', countryDialingCode: '+84' }],
    defaultCountryCode: 'VN',
    banners: [{ id: `${id}-home`, group: 'w_home', image: 'assets/banners/home.svg', altKey: 'banners.home' }],
    resources: [],
    wallet: {
      deposit: {
        methods: [
          {
            methodCode: 'TEST_BANK',
            kind: 'bank',
            nameKey: 'payments.testBank',
            provider: 'demo',
            minAmount: 10,
            maxAmount: 1000,
          },
        ],
      },
      withdrawal: { minAmount: 20, maxAmount: 1000, dailyLimit: 5000, confirmMinutes: 60 },
      transfer: { minAmount: 1, maxAmount: 1000 },
      staffDecisions: { rewardCeiling: 1000, approvalThreshold: 100 },
      gameWallets: [],
    },
    points: {
      betRatio: { live: 1, lottery: 1, pvp: 1, slots: 1, sports: 1 },
      depositRatio: 1,
      convertRate: 0.01,
      convertMinPoints: 100,
      rewards: [],
    },
    feedback: { minWords: 2, maxWords: 50 },
    customerService: { liveChatUrl: 'https://chat.example.test/live', email: 'help@example.test' },
  };
}

export const validTheme: BrandTokens = { light: { color: { accent: { emphasis: '#123456' } } }, dark: {} };

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`;

/** Writes a tenant folder; `files` adds or replaces files (path relative to the tenant folder). */
export function writeTenantFixture(
  id = 'sample',
  {
    config = validTenantConfig(id),
    theme = validTheme,
    files = {},
  }: { config?: unknown; theme?: unknown; files?: Record<string, string> } = {},
): TenantFixture {
  const root = mkdtempSync(join(tmpdir(), 'portal-tenant-'));
  const tenantsDir = join(root, 'tenants');
  const dir = join(tenantsDir, id);
  const all: Record<string, string> = {
    'tenant.json': JSON.stringify(config, null, 2),
    'theme.json': JSON.stringify(theme, null, 2),
    'assets/logo.svg': svg('logo'),
    'assets/logo-mini.svg': svg('logo mini'),
    'assets/favicon.svg': svg('favicon'),
    'assets/banners/home.svg': svg('home banner'),
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return { root, tenantsDir, dir };
}

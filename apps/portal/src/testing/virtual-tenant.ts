// Stand-in for `virtual:tenant` in unit tests: a small, fixed tenant.
import type { TenantBundle } from 'virtual:tenant';

const tenant: TenantBundle = {
  config: {
    id: 'testbrand',
    merchantCode: 'TST',
    brandName: 'Test Brand',
    languages: ['EN', 'VI'],
    defaultLanguage: 'EN',
    currency: { code: 'USD', symbol: '$' },
    assets: { logo: 'assets/logo.svg', logoMini: 'assets/logo-mini.svg', favicon: 'assets/favicon.svg' },
    modules: { DIRECTREG3: true },
    registration: { adultAge: 18, fields: {} as TenantBundle['config']['registration']['fields'] },
    countries: [{ countryCode: 'VN', countryDialingCode: '+84' }],
    defaultCountryCode: 'VN',
    banners: [],
    resources: [],
    customerService: { liveChatUrl: 'https://chat.example.test/live', email: 'help@example.test' },
  },
  theme: {},
  assets: { logo: '/assets/logo.svg', logoMini: '/assets/logo-mini.svg', favicon: '/assets/favicon.svg' },
  banners: [],
  translationOverrides: {},
};

export default tenant;

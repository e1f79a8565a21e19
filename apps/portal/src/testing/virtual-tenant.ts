// Stand-in for `virtual:tenant` in unit tests: a small, fixed tenant (two languages, banners in
// two groups, social and app-download resources, direct registration on, forced login off).
import type { TenantBundle } from 'virtual:tenant';

const config: TenantBundle['config'] = {
  id: 'testbrand',
  merchantCode: 'TST',
  brandName: 'Test Brand',
  languages: ['EN', 'VI'],
  defaultLanguage: 'EN',
  currency: { code: 'USD', symbol: '$' },
  assets: { logo: 'assets/logo.svg', logoMini: 'assets/logo-mini.svg', favicon: 'assets/favicon.svg' },
  modules: { DIRECTREG3: true, FORCELOGIN3: false },
  registration: { adultAge: 18, fields: {} as TenantBundle['config']['registration']['fields'] },
  countries: [{ countryCode: 'VN', countryDialingCode: '+84' }],
  defaultCountryCode: 'VN',
  banners: [],
  resources: [
    { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/brand' },
    { resourceType: 'TELEGRAM', url: 'https://t.example.test/brand' },
    { resourceType: 'Android', url: 'https://dl.example.test/app.apk', qrCodeUrl: 'https://example.test/download?platform=android' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig' },
  ],
  customerService: { liveChatUrl: 'https://chat.example.test/live', email: 'help@example.test' },
};

const tenant: TenantBundle = {
  config,
  theme: { light: { color: { accent: { emphasis: '#123456' } } } },
  assets: { logo: '/assets/logo.svg', logoMini: '/assets/logo-mini.svg', favicon: '/assets/favicon.svg' },
  banners: [
    { id: 'test-home-1', group: 'w_home', image: 'assets/b1.svg', altKey: 'banners.one', imageUrl: '/assets/b1.svg', link: { type: 'route', target: '/rng' } },
    { id: 'test-home-2', group: 'w_home', image: 'assets/b2.svg', altKey: 'banners.two', imageUrl: '/assets/b2.svg', link: { type: 'url', target: 'https://example.test/offer' } },
    { id: 'test-live', group: 'w_live', image: 'assets/b3.svg', altKey: 'banners.three', imageUrl: '/assets/b3.svg', link: { type: 'promotion', target: 'welcome bonus' } },
  ],
  translationOverrides: {
    EN: { common: async () => ({ banners: { one: 'Slots banner', two: 'Offer banner', three: 'Live banner' } }) },
  },
};

export default tenant;

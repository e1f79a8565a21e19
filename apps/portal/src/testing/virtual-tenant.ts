// Stand-in for `virtual:tenant` in unit tests: a small, fixed tenant (two languages, banners in
// two groups, social and app-download resources, direct registration on, forced login off).
import type { TenantBundle } from 'virtual:tenant';

const tenant: TenantBundle = {
  config: {
    id: 'testbrand',
    merchantCode: 'TST',
    brandName: 'Test Brand',
    languages: ['EN', 'VI'],
    defaultLanguage: 'EN',
    defaultCountryCode: 'VN',
    currency: { code: 'USD', symbol: '$' },
    assets: { logo: 'assets/logo.svg', logoMini: 'assets/logo-mini.svg', favicon: 'assets/favicon.svg' },
    modules: { DIRECTREG3: true, FORCELOGIN3: false },
    registration: { adultAge: 18 },
    resources: [
      { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/brand' },
      { resourceType: 'TELEGRAM', url: 'https://t.example.test/brand' },
      {
        resourceType: 'Android',
        url: 'https://dl.example.test/app.apk',
        qrCodeUrl: 'https://example.test/download?platform=android',
      },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig' },
    ],
    feedback: { minWords: 2, maxWords: 50 },
    customerService: { liveChatUrl: 'https://chat.example.test/live', email: 'help@example.test' },
  },
  theme: { light: { color: { accent: { emphasis: '#123456' } } } },
  assets: { logo: '/assets/logo.svg', logoMini: '/assets/logo-mini.svg', favicon: '/assets/favicon.svg' },
  bannerGroups: ['w_home', 'w_live'],
  sliderGroups: [],
  translationOverrides: {
    EN: { common: async () => ({ banners: { one: 'Slots banner', two: 'Offer banner', three: 'Live banner' } }) },
  },
};

export default tenant;

// Answers of the platform the tests use: a tenant's registration settings (aurora's), a login
// value, member info, a system-status answer built from module flags; and a registration that
// passes those settings.
import {
  moduleTreeFromFlags,
  type AuthenticatorBindingValue,
  type AuthenticatorStatusValue,
  type LoginValue,
  type MemberInfoValue,
  type ModuleFlags,
  type RegistrationSettings,
  type SystemStatusValue,
} from '@portal/contracts';

export const SETTINGS: RegistrationSettings = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 12,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])\\S+$',
    patternId: 5,
    minLength: 6,
    maxLength: 20,
  },
  payeeName: {
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)*$',
    patternId: 8,
    minLength: 2,
    maxLength: 50,
  },
  paymentPassword: {
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 6,
    maxLength: 6,
  },
  qqNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 5, maxLength: 12 },
  line: { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 20 },
  whatsapp: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 15 },
  zalo: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 9, maxLength: 11 },
  facebook: { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 5, maxLength: 50 },
  wechat: {
    enabled: false,
    required: false,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9_-]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 20,
  },
  idNumber: {
    enabled: false,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 4,
    minLength: 6,
    maxLength: 20,
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 3,
    minLength: 6,
    maxLength: 64,
  },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 11 },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 32 },
  captcha: {
    enabled: false,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 4,
    minLength: 4,
    maxLength: 6,
  },
  recommenderId: {
    enabled: false,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 4,
    minLength: 4,
    maxLength: 32,
  },
};

/**
 * A username-mode registration that passes SETTINGS, as the form sends it: the registration tests
 * type these values, and the dialing code is the one a Vietnamese tenant (VN) starts with.
 */
export const VALID_USERNAME_REGISTRATION = {
  username: 'player1',
  password: 'secret12',
  confirmPassword: 'secret12',
  mobileNum: '912345678',
  countryDialingCode: '+84',
} as const;

/** Settings with some fields changed, e.g. `settingsWith({ email: { required: true } })`. */
export function settingsWith(
  changes: Partial<Record<keyof RegistrationSettings, Partial<RegistrationSettings[keyof RegistrationSettings]>>>,
): RegistrationSettings {
  const next = structuredClone(SETTINGS);
  for (const [field, change] of Object.entries(changes)) {
    Object.assign(next[field as keyof RegistrationSettings], change);
  }
  return next;
}

export const DEFAULT_FLAGS: ModuleFlags = {
  COMM3: true,
  REG3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  DIRECTREG3: true,
  REGMOBVERF3: false,
  VERIFICATION3: true,
  MOBILEVERCODELOGIN3: false,
  CHNGPASSVERIF3: false,
  FREEPLAY3: false,
  CAPTCHA3: true,
};

export function systemStatus(
  flags: ModuleFlags = DEFAULT_FLAGS,
  overrides: Partial<SystemStatusValue> = {},
): SystemStatusValue {
  return {
    maintenance: false,
    maintenanceEndTime: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'VN' },
    info: {
      whitelabel: moduleTreeFromFlags(flags),
      register: SETTINGS,
      resources: [],
      customerService: {
        liveChatUrl: 'https://chat.example.test/live',
        vipServiceUrl: null,
        email: 'help@example.test',
      },
      domainRoute: [],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    ...overrides,
  };
}

export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'tok-member01',
    id: 101,
    userName: 'member01',
    nickname: 'Lucky',
    type: 0,
    isAgent: false,
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangePassword: false,
    merchantCode: 'AUR',
    currency: 'VND',
    ...overrides,
  };
}

export function memberInfo(overrides: Partial<MemberInfoValue> = {}): MemberInfoValue {
  return {
    id: 101,
    account: 'member01',
    nickname: 'Lucky',
    type: 0,
    toUpline: false,
    clubLabel: { labelName: 'Gold', color: '#fc0', color2: '#a80', rankLevel: 3 },
    memberLabel: [{ labelName: 'New', textColor: '#fff', bgColor: '#080' }],
    regDate: Date.UTC(2024, 2, 5),
    mobile: '+84 ****5678',
    email: null,
    language: 'EN',
    currency: 'VND',
    ...overrides,
  };
}

export const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'US', countryDialingCode: '+1' },
];

// The second factor (contracts' second-factor.ts): an authenticator binding, its recovery codes,
// the status once bound or not, and the account's live sessions.
export const AUTHENTICATOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

export const authenticatorBinding = (): AuthenticatorBindingValue => ({
  secret: AUTHENTICATOR_SECRET,
  uri: `otpauth://totp/Aurora:member01?secret=${AUTHENTICATOR_SECRET}`,
  issuer: 'Aurora',
  accountName: 'member01',
});

export const authenticatorStatus = (bound: boolean): AuthenticatorStatusValue => ({
  bound,
  boundAt: bound ? Date.UTC(2026, 5, 1) : null,
  recoveryCodesLeft: bound ? 7 : 0,
});

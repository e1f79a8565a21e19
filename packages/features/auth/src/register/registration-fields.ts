// Which registration fields show, which are required and what rule each follows — all from the
// platform's registration settings (spec §5) — and the payload a filled form sends. Pure, so the
// rules are tested without rendering.
import type { FieldSetting, RegisterRequest, RegistrationField, RegistrationSettings } from '@portal/contracts';
import { FALLBACK_MOBILE_SETTING } from '../shared/mobile-setting';
import { rules, type Rule, type RuleSet } from '../shared/validation';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code';

export type RegisterMode = 'register' | 'registerMobile';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  paymentPassword: string;
  payeeName: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  email: string;
  qqNum: string;
  line: string;
  whatsapp: string;
  zalo: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  recommenderId: string;
  affiliateCode: string;
  captcha: string;
  referralCode: string;
  adultConfirmed: boolean;
  termsAccepted: boolean;
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  payeeName: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
  email: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  zalo: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  referralCode: '',
  adultConfirmed: false,
  termsAccepted: false,
};

/** The text fields the form can show, in the order it shows them. */
export type RegisterTextField = Exclude<
  keyof RegisterValues,
  'adultConfirmed' | 'termsAccepted' | 'countryDialingCode' | 'referralCode'
>;

export interface ShownField {
  name: RegisterTextField;
  required: boolean;
  /** The platform's rule for the value (none for the confirmation and the SMS code). */
  setting?: FieldSetting;
}

export interface RegisterLayoutOptions {
  mode: RegisterMode;
  settings: RegistrationSettings;
  /** REGMOBVERF3: an SMS code in username registration (with the mobile number shown). */
  smsInUsernameMode: boolean;
  /** MOBILENUMPASSREG3: a password in mobile registration. */
  passwordInMobileMode: boolean;
  /** The affiliate input shows only when the domain's own code did not check out (spec §4). */
  affiliateShown: boolean;
  /** FIREBASESMS3 with a provider: the number is verified by the third-party provider's code (spec §4). */
  thirdPartySms?: boolean;
}

/** Shown only when enabled; required only when the platform's required flag says so (spec §5). */
const OPTIONAL_FIELDS = [
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const satisfies readonly RegistrationField[];

export function registerFieldsFor({
  mode,
  settings,
  smsInUsernameMode,
  passwordInMobileMode,
  affiliateShown,
  thirdPartySms = false,
}: RegisterLayoutOptions): ShownField[] {
  const fields: ShownField[] = [];
  const enabled = (field: RegistrationField) => settings[field]?.enabled === true;
  const mobile = settings.mobileNum ?? FALLBACK_MOBILE_SETTING;

  if (mode === 'register') {
    // Username registration always asks for a username and a password, confirmed.
    fields.push({ name: 'username', required: true, setting: settings.username });
    fields.push({ name: 'password', required: true, setting: settings.password });
    fields.push({ name: 'confirmPassword', required: true });
  } else if (passwordInMobileMode) {
    fields.push({ name: 'password', required: true, setting: settings.password });
    fields.push({ name: 'confirmPassword', required: true });
  }
  if (enabled('paymentPassword'))
    fields.push({ name: 'paymentPassword', required: true, setting: settings.paymentPassword });
  if (enabled('payeeName'))
    fields.push({ name: 'payeeName', required: settings.payeeName.required, setting: settings.payeeName });

  const mobileShown = mode === 'registerMobile' || enabled('mobileNum');
  if (mobileShown) {
    fields.push({ name: 'mobileNum', required: true, setting: mobile });
    // In mobile mode the code is how the number is proven; in username mode only with REGMOBVERF3.
    // With the third-party route on, submit always verifies the number through the provider.
    if (mode === 'registerMobile' || smsInUsernameMode || thirdPartySms)
      fields.push({ name: 'verificationCode', required: true });
  }

  for (const field of OPTIONAL_FIELDS) {
    if (enabled(field)) fields.push({ name: field, required: settings[field].required, setting: settings[field] });
  }
  if (affiliateShown && enabled('affiliateCode')) {
    fields.push({ name: 'affiliateCode', required: settings.affiliateCode.required, setting: settings.affiliateCode });
  }
  if (enabled('captcha'))
    fields.push({ name: 'captcha', required: settings.captcha.required, setting: settings.captcha });
  return fields;
}

/** The rule set of the shown fields, plus the age and terms boxes that must be ticked. */
export function registerRules(fields: readonly ShownField[]): RuleSet<RegisterValues> {
  const ruleSet: RuleSet<RegisterValues> = {};
  for (const field of fields) {
    const list: Array<Rule<RegisterValues>> = [];
    if (field.name === 'confirmPassword') {
      list.push(rules.required(), rules.sameAs('password'));
    } else if (field.name === 'verificationCode') {
      list.push(rules.required(), rules.maxLength(VERIFICATION_CODE_MAX_LENGTH));
    } else if (field.setting) {
      list.push(rules.setting(field.setting, field.required));
    } else if (field.required) {
      list.push(rules.required());
    }
    if (field.name === 'email') list.push(rules.email());
    ruleSet[field.name] = list;
  }
  ruleSet.adultConfirmed = [rules.checked({ key: 'auth:register.adultRequired' })];
  ruleSet.termsAccepted = [rules.checked({ key: 'auth:register.termsRequired' })];
  return ruleSet;
}

export interface RegisterPayloadContext {
  mode: RegisterMode;
  fields: readonly ShownField[];
  /** The domain's own affiliate code when it checked out (the input is hidden then). */
  domainAffiliateCode: string | null;
  /** Where the visitor registers, as the platform would take it (answer-checks.ts' registrationPlace). */
  place: Pick<RegisterRequest, 'registerUrl' | 'domain'>;
  /** A password for mobile registration without a password field (MOBILENUMPASSREG3 off). */
  generatedPassword?: string;
}

type RegisterPayload = Omit<RegisterRequest, 'loginDeviceId'>;

/** The register call's payload: the shown fields' values, plus what the portal adds (spec §3). */
export function buildRegisterPayload(values: RegisterValues, context: RegisterPayloadContext): RegisterPayload {
  const shown = new Set(context.fields.map((field) => field.name));
  const value = (name: RegisterTextField) => (shown.has(name) ? values[name].trim() : '');
  const mobileNum = value('mobileNum');
  const password = shown.has('password') ? values.password : (context.generatedPassword ?? '');
  const payload: RegisterPayload = {
    // In mobile mode the username is the mobile number (spec §4).
    username: context.mode === 'registerMobile' ? mobileNum : value('username'),
    password,
    confirmPassword: shown.has('confirmPassword') ? values.confirmPassword : password,
    login: true,
    registerMethod: 'WEB',
    ...context.place,
    referralCode: values.referralCode.trim() || null,
  };
  const optional: RegisterTextField[] = [
    'paymentPassword',
    'payeeName',
    'verificationCode',
    'email',
    'qqNum',
    'line',
    'whatsapp',
    'zalo',
    'facebook',
    'wechat',
    'idNumber',
    'recommenderId',
    'captcha',
  ];
  for (const name of optional) {
    const text = name === 'paymentPassword' ? (shown.has(name) ? values[name] : '') : value(name);
    if (text) (payload as Record<string, unknown>)[name] = text;
  }
  if (mobileNum) {
    payload.mobileNum = mobileNum;
    payload.countryDialingCode = values.countryDialingCode;
  }
  const affiliateCode = context.domainAffiliateCode ?? value('affiliateCode');
  if (affiliateCode) payload.affiliateCode = affiliateCode;
  return payload;
}

/**
 * A password for a mobile registration that asks for none (MOBILENUMPASSREG3 off): random from
 * WebCrypto, within the tenant's password length, with a capital, a small letter and a digit (so
 * every letters-and-digits rule accepts it). The member logs in by number and SMS code afterwards
 * and can set a password of their own in the member centre.
 */
export function generatePassword(minLength = 6, maxLength = 20): string {
  const length = Math.min(Math.max(16, minLength), maxLength);
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const all = upper + lower + digits;
  const random = crypto.getRandomValues(new Uint32Array(length + 1));
  const pick = (set: string, index: number) => set[(random[index] ?? 0) % set.length] ?? set[0]!;
  const chars = Array.from({ length }, (_, index) => pick(all, index));
  // One of each kind, at the start (where they cannot be truncated away).
  chars[0] = pick(upper, 0);
  chars[1] = pick(lower, 1);
  chars[2] = pick(digits, 2);
  return chars.join('');
}

// Registration fields from the settings: which show, which are required, which rule they follow,
// and the payload a filled form sends.
import { describe, expect, it } from 'vitest';
import { SETTINGS, settingsWith, VALID_USERNAME_REGISTRATION as VALID } from '../../test/fixtures';
import { registrationPlace } from '../shared/answer-checks';
import { validateWith } from '../shared/validation';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  generatePassword,
  registerFieldsFor,
  registerRules,
  type RegisterLayoutOptions,
  type RegisterValues,
} from './registration-fields';

const layout = (overrides: Partial<RegisterLayoutOptions> = {}): RegisterLayoutOptions => ({
  mode: 'register',
  settings: SETTINGS,
  smsInUsernameMode: false,
  passwordInMobileMode: false,
  affiliateShown: true,
  ...overrides,
});

const names = (options: RegisterLayoutOptions) => registerFieldsFor(options).map((field) => field.name);

describe('registerFieldsFor', () => {
  it('shows only enabled fields, username mode first asking username, password and confirmation', () => {
    expect(names(layout())).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'mobileNum',
      'email',
      'zalo',
      'affiliateCode',
    ]);
  });

  it('marks the always-required fields required whatever the server flag says, the others as the server says', () => {
    const fields = registerFieldsFor(
      layout({
        settings: settingsWith({
          mobileNum: { required: false },
          paymentPassword: { enabled: true },
          email: { required: true },
        }),
      }),
    );
    const required = Object.fromEntries(fields.map((field) => [field.name, field.required]));
    expect(required).toMatchObject({
      username: true,
      password: true,
      confirmPassword: true,
      mobileNum: true,
      paymentPassword: true,
      email: true,
      payeeName: false,
      zalo: false,
      affiliateCode: false,
    });
  });

  it('hides the affiliate input while the domain code checks out, and the captcha unless enabled', () => {
    expect(names(layout({ affiliateShown: false }))).not.toContain('affiliateCode');
    expect(names(layout())).not.toContain('captcha');
    expect(names(layout({ settings: settingsWith({ captcha: { enabled: true } }) }))).toContain('captcha');
  });

  it('adds the SMS code in username mode only with REGMOBVERF3', () => {
    expect(names(layout())).not.toContain('verificationCode');
    expect(names(layout({ smsInUsernameMode: true }))).toContain('verificationCode');
  });

  it('in mobile mode asks for the number and the code, and a password only with MOBILENUMPASSREG3', () => {
    const mobile = names(layout({ mode: 'registerMobile', settings: settingsWith({ mobileNum: { enabled: false } }) }));
    expect(mobile).toEqual(['payeeName', 'mobileNum', 'verificationCode', 'email', 'zalo', 'affiliateCode']);
    expect(names(layout({ mode: 'registerMobile', passwordInMobileMode: true }))).toEqual(
      expect.arrayContaining(['password', 'confirmPassword']),
    );
  });
});

describe('registerRules', () => {
  const valid: RegisterValues = { ...EMPTY_REGISTER_VALUES, ...VALID, adultConfirmed: true, termsAccepted: true };
  const check = (values: RegisterValues, options = layout()) =>
    validateWith(values, registerRules(registerFieldsFor(options)));

  it('accepts a valid form', () => {
    expect(check(valid)).toEqual({});
  });

  it('reports the pattern message of the field with its bounds (min to max)', () => {
    expect(check({ ...valid, username: '1abc' }).username).toEqual({
      key: 'common:validation.pattern.1',
      values: { min: 6, max: 12, count: 12 },
    });
  });

  it('uses the exact-length message when min equals max', () => {
    const settings = settingsWith({ paymentPassword: { enabled: true } });
    expect(check({ ...valid, paymentPassword: '123' }, layout({ settings })).paymentPassword).toEqual({
      key: 'common:validation.patternExact.6',
      values: { min: 6, max: 6, count: 6 },
    });
  });

  it('requires the always-required fields and leaves empty optional ones alone', () => {
    const problems = check({ ...valid, username: '', mobileNum: '', email: '', zalo: '' });
    expect(problems.username).toEqual({ key: 'common:validation.required' });
    expect(problems.mobileNum).toEqual({ key: 'common:validation.required' });
    expect(problems.email).toBeUndefined();
    expect(problems.zalo).toBeUndefined();
  });

  it('checks a filled optional field against its rule', () => {
    expect(check({ ...valid, email: 'not-an-email' }).email?.key).toBe('common:validation.pattern.3');
  });

  it('checks the e-mail by the address grammar the platform applies, whatever the tenant pattern lets through', () => {
    // The tenant's pattern accepts markup; the platform would refuse it.
    expect(check({ ...valid, email: 'a@<svg/onload=x>.io' }).email).toEqual({ key: 'auth:validation.email' });
    expect(check({ ...valid, email: 'member01@example.test' }).email).toBeUndefined();
  });

  it('says "inconsistent twice" when the confirmation differs', () => {
    expect(check({ ...valid, confirmPassword: 'secret13' }).confirmPassword).toEqual({
      key: 'common:validation.inconsistentTwice',
    });
  });

  it('requires the age and terms boxes', () => {
    const problems = check({ ...valid, adultConfirmed: false, termsAccepted: false });
    expect(problems.adultConfirmed?.key).toBe('auth:register.adultRequired');
    expect(problems.termsAccepted?.key).toBe('auth:register.termsRequired');
  });

  it('caps the SMS code at 255 characters', () => {
    const options = layout({ smsInUsernameMode: true });
    expect(check({ ...valid, verificationCode: '1'.repeat(256) }, options).verificationCode?.key).toBe(
      'auth:validation.maxLength',
    );
    expect(check({ ...valid, verificationCode: '1'.repeat(255) }, options).verificationCode).toBeUndefined();
  });
});

describe('buildRegisterPayload', () => {
  const href = 'https://aurora.example/register?referralCode=R1';
  const context = { place: registrationPlace(href, 'aurora.example'), domainAffiliateCode: null };

  it('sends the shown fields plus login: true, WEB, the URL and domain', () => {
    const fields = registerFieldsFor(layout());
    const payload = buildRegisterPayload(
      { ...EMPTY_REGISTER_VALUES, ...VALID, username: ` ${VALID.username} `, qqNum: 'hidden', referralCode: 'R1' },
      { ...context, mode: 'register', fields },
    );
    expect(payload).toEqual({
      ...VALID,
      login: true,
      registerMethod: 'WEB',
      registerUrl: href,
      domain: 'aurora.example',
      referralCode: 'R1',
    });
  });

  it('sets the username to the mobile number in mobile mode and uses the generated password when none is asked', () => {
    const fields = registerFieldsFor(layout({ mode: 'registerMobile' }));
    const payload = buildRegisterPayload(
      {
        ...EMPTY_REGISTER_VALUES,
        username: 'ignored',
        mobileNum: '912345678',
        countryDialingCode: '+84',
        verificationCode: '4321',
      },
      { ...context, mode: 'registerMobile', fields, generatedPassword: 'Gen3rated' },
    );
    expect(payload).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      password: 'Gen3rated',
      confirmPassword: 'Gen3rated',
      verificationCode: '4321',
      referralCode: null,
    });
  });

  it('leaves out a place the platform would refuse (a port-less host name and an http(s) address)', () => {
    expect(registrationPlace('http://localhost:5173/register', 'localhost')).toEqual({
      registerUrl: 'http://localhost:5173/register',
      domain: 'localhost',
    });
    expect(registrationPlace('file:///C:/portal/index.html', '[::1]')).toEqual({});
    expect(registrationPlace(`https://aurora.example/?q=${'x'.repeat(2100)}`, 'aurora.example')).toEqual({
      domain: 'aurora.example',
    });
    expect(registrationPlace('', '')).toEqual({});
  });

  it("sends the domain's own affiliate code when it checked out", () => {
    const fields = registerFieldsFor(layout({ affiliateShown: false }));
    const payload = buildRegisterPayload(
      { ...EMPTY_REGISTER_VALUES, username: 'player1', password: 'a1', confirmPassword: 'a1' },
      { ...context, mode: 'register', fields, domainAffiliateCode: 'AGENT7' },
    );
    expect(payload.affiliateCode).toBe('AGENT7');
  });
});

describe('generatePassword', () => {
  it('has a capital, a small letter and a digit, within the length bounds', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(generatePassword()).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])[A-Za-z0-9]{16}$/);
    }
    expect(generatePassword(6, 12)).toHaveLength(12);
    expect(generatePassword(20, 30)).toHaveLength(20);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, SESSION_OVER_CODES, errorEnvelopeSchema, envelopeSchema } from './index';
import {
  balanceValueSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  emailSchema,
  memberInfoValueSchema,
  registerRequestSchema,
  resetPasswordByPhoneRequestSchema,
} from './member';
import { freePlayRequestSchema, loginRequestSchema, loginValueSchema } from './session';
import { EMAIL_PATTERN, isEmailAddress } from './sign-in-constants';
import { feedbackRequestSchema, systemStatusValueSchema } from './system';
import { noLoginSmsRequestSchema, registerSmsRequestSchema, smsSentValueSchema } from './verification';

const loginExample = {
  username: 'member01',
  password: 'demo1234',
  type: 'username',
  loginDeviceId: '2f1c7a56-5b0e-4a8e-9a55-0d7f0c1b9c11',
};

describe('request schemas accept the wire notes examples', () => {
  it('login by username and by SMS', () => {
    expect(loginRequestSchema.parse(loginExample)).toEqual(loginExample);
    expect(loginRequestSchema.safeParse({ ...loginExample, captcha: 'a1b2' }).success).toBe(true);
    expect(
      loginRequestSchema.safeParse({
        username: '912345678',
        password: '123456',
        type: 'sms',
        loginDeviceId: 'x',
        countryDialingCode: '+84',
      }).success,
    ).toBe(true);
  });
  it('free play, SMS requests, password calls', () => {
    expect(freePlayRequestSchema.safeParse({ os: 'Linux', platform: 'W' }).success).toBe(true);
    expect(
      registerSmsRequestSchema.safeParse({ countryDialingCode: '+84', mobileNo: '912345678', captcha: '1234' }).success,
    ).toBe(true);
    expect(
      noLoginSmsRequestSchema.safeParse({ mobileNum: '912345678', countryDialingCode: '84', captcha: '1234' }).success,
    ).toBe(true);
    expect(
      forgotPasswordByEmailRequestSchema.safeParse({
        username: 'member01',
        email: 'member01@example.com',
        captcha: '1234',
      }).success,
    ).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }).success,
    ).toBe(true);
    expect(
      resetPasswordByPhoneRequestSchema.safeParse({
        newPassword: 'abc12345',
        mobileNum: '912345678',
        verificationCode: '123456',
      }).success,
    ).toBe(true);
  });
  it('the registration record with what the portal adds', () => {
    const record = {
      username: 'player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      payeeName: '',
      email: '',
      qqNum: '',
      mobileNum: '912345678',
      recommenderId: '',
      captcha: '',
      verificationCode: '',
      affiliateCode: '',
      paymentPassword: '',
      line: '',
      whatsapp: '',
      zalo: '',
      facebook: '',
      wechat: '',
      idNumber: '',
      referralCode: null,
      domain: 'aurora.localhost',
      countryDialingCode: '+84',
      login: true,
      registerUrl: 'http://aurora.localhost:8080/register',
      registerMethod: 'WEB',
      loginDeviceId: 'dev-1',
    };
    expect(registerRequestSchema.safeParse(record).success).toBe(true);
  });
});

describe('request schemas refuse', () => {
  it('an SMS send or a recovery mail without a captcha', () => {
    expect(registerSmsRequestSchema.safeParse({ countryDialingCode: '+84', mobileNo: '912345678' }).success).toBe(
      false,
    );
    expect(
      noLoginSmsRequestSchema.safeParse({ mobileNum: '912345678', countryDialingCode: '84', captcha: '' }).success,
    ).toBe(false);
    expect(
      forgotPasswordByEmailRequestSchema.safeParse({ username: 'member01', email: 'member01@example.com' }).success,
    ).toBe(false);
  });
  it("the forms' zod-free e-mail check is zod's grammar and accepts what the schema accepts", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    const samples = [
      'member01@example.com',
      "o'brien+promo@mail.example.co",
      'a@<svg/onload=alert(1)>.io',
      '.dot@example.com',
      'no-at-sign.example.com',
      'x@localhost',
      `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
      `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
    ];
    expect(samples.map(isEmailAddress)).toEqual(samples.map((text) => emailSchema.safeParse(text).success));
    expect(samples.map(isEmailAddress)).toEqual([true, true, false, false, false, false, true, false]);
  });
  it('markup in an e-mail address, a domain that is no host name, a registerUrl that is not http(s)', () => {
    const base = { username: 'player01', password: 'abc12345' };
    expect(registerRequestSchema.safeParse({ ...base, email: 'a@<svg/onload=alert(1)>.io' }).success).toBe(false);
    expect(
      forgotPasswordByEmailRequestSchema.safeParse({
        username: 'member01',
        email: 'a@<svg/onload=alert(1)>.io',
        captcha: '1234',
      }).success,
    ).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, domain: '<script>' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, registerUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({
        ...base,
        email: 'player@example.com',
        domain: 'lotus.localhost',
        registerUrl: 'https://lotus.example/register',
      }).success,
    ).toBe(true);
  });
  it('unknown fields', () => {
    expect(loginRequestSchema.safeParse({ ...loginExample, isAdmin: true }).success).toBe(false);
    expect(
      registerSmsRequestSchema.safeParse({ countryDialingCode: '+84', mobileNo: '912345678', extra: 1 }).success,
    ).toBe(false);
  });
  it('oversized strings', () => {
    expect(loginRequestSchema.safeParse({ ...loginExample, username: 'a'.repeat(65) }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...loginExample, password: 'a'.repeat(256) }).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({ username: 'player01', password: 'x', registerUrl: 'h'.repeat(3000) }).success,
    ).toBe(false);
    expect(feedbackRequestSchema.safeParse({ type: 'bug', content: 'x'.repeat(1001) }).success).toBe(false);
  });
  it('wrong types and values', () => {
    expect(loginRequestSchema.safeParse({ ...loginExample, type: 'email' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...loginExample, username: 42 }).success).toBe(false);
    expect(registerSmsRequestSchema.safeParse({ countryDialingCode: '+84', mobileNo: '91234abc' }).success).toBe(false);
    expect(freePlayRequestSchema.safeParse({ os: 'Linux', platform: 'H5' }).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('read the values of the wire notes', () => {
    expect(
      loginValueSchema.safeParse({
        token: 't',
        id: 1,
        userName: 'member01',
        nickname: 'member01',
        type: 0,
        isAgent: false,
        firstTimeLogin: true,
        passwordExpired: false,
        forceChangePassword: false,
        merchantCode: 'AURORA',
        currency: 'VND',
      }).success,
    ).toBe(true);
    expect(smsSentValueSchema.safeParse({ expiredMinutes: 5, expirationTime: 1_700_000_000_000 }).success).toBe(true);
    expect(
      balanceValueSchema.safeParse({
        sumBalance: 1000.5,
        currency: 'VND',
        currencySymbol: '₫',
        balance: [{ accountTypeId: 1, availBalance: 1000.5 }],
      }).success,
    ).toBe(true);
    expect(
      memberInfoValueSchema.safeParse({
        id: 1,
        account: 'member01',
        nickname: 'M',
        type: 0,
        toUpline: false,
        clubLabel: { labelName: 'VIP1', color: '#fff', color2: '#000', rankLevel: 1 },
        memberLabel: [],
        regDate: 1,
        mobile: '+84 ****5678',
        email: null,
        language: 'EN',
        currency: 'VND',
      }).success,
    ).toBe(true);
  });
  it('the boot call carries the module tree and the registration settings map', () => {
    const setting = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 10 };
    const fields = [
      'username',
      'password',
      'payeeName',
      'paymentPassword',
      'qqNum',
      'line',
      'whatsapp',
      'zalo',
      'facebook',
      'wechat',
      'idNumber',
      'email',
      'mobileNum',
      'affiliateCode',
      'captcha',
      'recommenderId',
    ];
    const status = {
      maintenance: false,
      maintenanceEndTime: null,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: 'VN' },
      info: {
        whitelabel: [{ modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1' }] }],
        register: Object.fromEntries(fields.map((f) => [f, setting])),
        resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }],
        customerService: { liveChatUrl: 'https://chat.example', vipServiceUrl: null, email: 'cs@example.com' },
        domainRoute: [{ domain: 'aurora.localhost', type: 'portal', primary: true }],
        analytics: { gtagId: null },
        imageCDNs: [''],
        launchGameCDNs: [''],
      },
    };
    expect(systemStatusValueSchema.safeParse(status).success).toBe(true);
    expect(systemStatusValueSchema.safeParse({ ...status, info: { ...status.info, register: {} } }).success).toBe(
      false,
    );
  });
});

describe('envelope and error codes', () => {
  it('wraps a value and allows null', () => {
    const schema = envelopeSchema(smsSentValueSchema);
    expect(schema.safeParse({ success: true, value: { expiredMinutes: 1, expirationTime: 2 } }).success).toBe(true);
    expect(
      schema.safeParse({ success: false, value: null, message: '#1 x', errorCode: 'TOO_MANY_REQUESTS' }).success,
    ).toBe(true);
    expect(schema.safeParse({ success: true, value: { expiredMinutes: 'one' } }).success).toBe(false);
  });
  it('a failure names a code and a message; a failed login may carry { captcha: true }', () => {
    expect(
      errorEnvelopeSchema.safeParse({
        success: false,
        value: { captcha: true },
        message: 'Wrong',
        errorCode: 'login_failed',
      }).success,
    ).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ success: true, value: null, message: 'x', errorCode: 'x' }).success).toBe(
      false,
    );
  });
  it('maps the platform codes to the statuses the wire notes give', () => {
    expect(ERROR_CODES['login.not.session']).toBe(401);
    expect(ERROR_CODES.duplicateLogin).toBe(401);
    expect(ERROR_CODES['function.not.available']).toBe(400);
    expect(ERROR_CODES.request_body_required).toBe(400);
    expect(ERROR_CODES.TOO_MANY_REQUESTS).toBe(429);
    for (const code of SESSION_OVER_CODES) expect(ERROR_CODES[code]).toBe(401);
    for (const status of Object.values(ERROR_CODES)) expect(status).toBeGreaterThanOrEqual(400);
  });
});

// Member calls: registration (by username and by mobile), the affiliate check, member info, icon
// and avatar, password change and recovery, language, balance.
import { z } from 'zod';
import { accountTypeSchema } from './fields';
import {
  deviceIdSchema,
  dialingCodeSchema,
  mobileNumberSchema,
  passwordSchema,
  requiredText,
  text,
  verificationCodeSchema,
} from './fields';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './sign-in-constants';
import { languageCodeSchema } from './tenant';

const optionalText = (max: number) => text(max).optional();

/** An e-mail address by the address grammar (whatever the tenant's own pattern adds): no markup gets stored. */
export const emailSchema = z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH);
/** Where the visitor registered: a host name (no port) and an http(s) address. */
const hostNameSchema = z.hostname().max(253);
const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * `PUT /wps/member/register` and `PUT /wps/member/register/mobile` (E): the registration record of
 * spec §3 plus what the portal adds. Unused fields may be absent or empty. In mobile mode the
 * username is the mobile number. With `login: true` the answer is a login value.
 */
export const registerRequestSchema = z.strictObject({
  username: requiredText(64),
  password: passwordSchema,
  confirmPassword: passwordSchema.optional(),
  payeeName: optionalText(64),
  email: emailSchema.or(z.literal('')).optional(),
  qqNum: optionalText(32),
  mobileNum: optionalText(15),
  countryDialingCode: dialingCodeSchema.or(z.literal('')).optional(),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: verificationCodeSchema.optional(),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  zalo: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: text(32).nullable().optional(),
  domain: hostNameSchema.or(z.literal('')).optional(),
  registerUrl: httpUrlSchema.or(z.literal('')).optional(),
  registerMethod: z.literal('WEB').optional(),
  loginDeviceId: deviceIdSchema.optional(),
  login: z.boolean().optional(),
  /** Third-party phone verification route (not offered by our platform; refused when sent). */
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: optionalText(4096),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `GET /wps/agent/affiliate { code, domain }`: succeeds when the code names an agent of this tenant. */
export const affiliateCheckRequestSchema = z.strictObject({
  code: text(32).optional(),
  domain: text(253).optional(),
});
export type AffiliateCheckRequest = z.infer<typeof affiliateCheckRequestSchema>;
export const affiliateCheckValueSchema = z.object({ code: z.string() });
export type AffiliateCheckValue = z.infer<typeof affiliateCheckValueSchema>;

export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  rankLevel: z.number().int(),
});
export type ClubLabel = z.infer<typeof clubLabelSchema>;

export const memberLabelSchema = z.object({
  labelName: z.string(),
  textColor: z.string(),
  bgColor: z.string(),
});
export type MemberLabel = z.infer<typeof memberLabelSchema>;

/** `GET /wps/member/info`. */
export const memberInfoValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: accountTypeSchema,
  /** The member may transfer funds to its upline agent. */
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(memberLabelSchema),
  /** Registration time, epoch ms. */
  regDate: z.number().int(),
  /** Masked, e.g. `+84 ****5678`; null when none. */
  mobile: z.string().nullable(),
  /** Masked, e.g. `m***@example.com`; null when none. */
  email: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValueSchema>;

/** `GET /wps/member/info/icon`: the member's chosen icon, null for the default. */
export const memberIconValueSchema = z.object({ icon: z.string().nullable() });
export type MemberIconValue = z.infer<typeof memberIconValueSchema>;

/** `GET /wps/relay/MCSFE_getPlayerAvatar`: the avatar picture URL, null for the default. */
export const playerAvatarValueSchema = z.object({ avatarUrl: z.string().nullable(), nickname: z.string() });
export type PlayerAvatarValue = z.infer<typeof playerAvatarValueSchema>;

/** `POST /wps/member/password` (E). */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: passwordSchema,
  newPassword: passwordSchema,
  confirmNewPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /wps/member/password/email` (form-encoded): mails a one-time temporary password. */
export const forgotPasswordByEmailRequestSchema = z.strictObject({
  username: requiredText(64),
  email: emailSchema,
  /** The captcha answer: a recovery mail needs a solved challenge, so nobody can mail-bomb a member. */
  captcha: requiredText(16),
});
export type ForgotPasswordByEmailRequest = z.infer<typeof forgotPasswordByEmailRequestSchema>;

/** `POST /wps/member/password/verification` (E): sets a new password with an SMS code, then logs in. */
export const resetPasswordByPhoneRequestSchema = z.strictObject({
  newPassword: passwordSchema,
  mobileNum: mobileNumberSchema,
  verificationCode: verificationCodeSchema.min(1),
  countryDialingCode: dialingCodeSchema.optional(),
  loginDeviceId: deviceIdSchema.optional(),
});
export type ResetPasswordByPhoneRequest = z.infer<typeof resetPasswordByPhoneRequestSchema>;

/** `POST /wps/member/language`. */
export const updateLanguageRequestSchema = z.strictObject({ language: languageCodeSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

/** `GET /wps/v2/wallets/balance`: amounts in major units (two decimals), summed over wallets. */
export const walletBalanceSchema = z.object({
  accountTypeId: z.number().int(),
  availBalance: z.number(),
});
export const balanceValueSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(walletBalanceSchema),
  /**
   * Spec §3 Balance: REFERRAL.enabled — the brand's referral promotion is open; and how many
   * promotions the member can act on now (the same figures as `getMyActivities`). The platform
   * always sends both; optional so a client or fixture written before promotions still reads.
   */
  availablePromo: z.boolean().optional(),
  availablePromoCount: z.number().int().nonnegative().optional(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

/** Wallet ids in `balance[].accountTypeId`: the main wallet holds the member's money. */
export const WALLET_IDS = { MAIN: 1, BONUS: 2 } as const;

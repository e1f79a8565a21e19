// The tenant (brand) folder contract: `tenants/<brand>/tenant.json` is validated against
// `tenantConfigSchema` at build time (portal) and on start (server), so a broken brand fails loudly.
// Theme tokens (`theme.json`) are checked against @portal/theme's token contract by the portal build.
import { z } from 'zod';
import { moduleFlagsSchema } from './modules';
import { registrationSettingsSchema } from './registration-settings';
import { tenantSocialSignInSchema } from './social-sign-in';

/** Upper-case wire language code (`EN`, `VI`, `TY`…), as sent in the `Language` header. */
export const languageCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'a two-letter upper-case language code such as EN');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_cockfight',
  'w_lottery',
  'w_download',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;
export const bannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const RESOURCE_TYPES = [
  'AFFILIATELINK',
  'Android',
  'MOBILECONFIG',
  'USDJUMP',
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'WHATSAPP',
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string().optional(),
  labelNameEn: z.string().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const countrySchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
});
export type Country = z.infer<typeof countrySchema>;

/** A path inside the tenant folder (no escaping it). */
const tenantFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpg|jpeg|webp|ico)$/, 'a relative image path inside the tenant folder')
  .refine((p) => !p.includes('..'), 'must stay inside the tenant folder');

export const BANNER_LINK_TYPES = ['route', 'url', 'promotion', 'game'] as const;
export const bannerLinkTypeSchema = z.enum(BANNER_LINK_TYPES);
export type BannerLinkType = z.infer<typeof bannerLinkTypeSchema>;

export const tenantBannerSchema = z.object({
  id: z.string().min(1),
  group: bannerGroupSchema,
  image: tenantFile,
  /** Translation key of the banner's accessible description (alt text). */
  altKey: z.string().min(1),
  /**
   * Where the banner leads: a portal route, an external URL, a promotion (its id) or a game
   * (`<vassalage>/<nodeId>`, launched like a lobby tile: login first).
   */
  link: z
    .object({ type: bannerLinkTypeSchema, target: z.string().min(1) })
    .refine((l) => l.type !== 'game' || /^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/.test(l.target), {
      message: 'a game link names <vassalage>/<nodeId>',
      path: ['target'],
    })
    .optional(),
});
export type TenantBanner = z.infer<typeof tenantBannerSchema>;

/** Announcement kinds: B banner, PL player (the marquee), PU popup, PR promotion, H the notice list. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;
/** When a popup shows: A after login, B before login, F on the first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const popupExecutionSchema = z.enum(POPUP_EXECUTIONS);
export type PopupExecution = z.infer<typeof popupExecutionSchema>;

/**
 * `tenants/<brand>/seed/announcements.json`: the brand's announcements, seeded into the platform.
 * Titles and contents are keyed by wire language code; tenant-checks requires every brand language.
 * A popup (PU) names when it shows (`execution`, default B: before login).
 */
export const tenantAnnouncementSchema = z.object({
  id: z.string().min(1).max(64),
  type: announcementTypeSchema,
  execution: popupExecutionSchema.optional(),
  title: z.record(languageCodeSchema, z.string().min(1)),
  content: z.record(languageCodeSchema, z.string().min(1)),
  publishedAt: z.iso.datetime(),
});
export type TenantAnnouncement = z.infer<typeof tenantAnnouncementSchema>;
export const tenantAnnouncementsSeedSchema = z.object({ announcements: z.array(tenantAnnouncementSchema) });

/** Money limits in major units. */
const limits = z
  .object({ minAmount: z.number().positive(), maxAmount: z.number().positive() })
  .refine((l) => l.minAmount <= l.maxAmount, 'minAmount must not exceed maxAmount');

/** The tenant's money: deposit methods (each through a payment provider), withdrawal rules, game wallets. */
export const tenantWalletSchema = z.object({
  deposit: z.object({
    methods: z
      .array(
        z.object({
          methodCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
          kind: z.enum(['bank', 'ewallet', 'card', 'qr']),
          /** Translation key of its name in the tenant's locales. */
          nameKey: z.string().min(1),
          /** The payment provider the platform sends the order to (`demo` in development). */
          provider: z.string().regex(/^[a-z][a-z0-9-]*$/),
          minAmount: z.number().positive(),
          maxAmount: z.number().positive(),
        }),
      )
      .min(1),
  }),
  withdrawal: limits.and(
    z.object({
      dailyLimit: z.number().positive(),
      /** Minutes after payment an unconfirmed withdrawal counts as received (spec §4). */
      confirmMinutes: z.number().int().positive(),
    }),
  ),
  transfer: limits,
  /** The operator's staff decisions (major units): no reward above the ceiling; a reward or refund above the threshold needs a second staff member. */
  staffDecisions: z
    .object({ rewardCeiling: z.number().positive(), approvalThreshold: z.number().positive() })
    .refine((d) => d.approvalThreshold <= d.rewardCeiling, 'approvalThreshold must not exceed rewardCeiling'),
  /** Game wallets beside the main one (transfers between them); empty means one wallet for all games. */
  gameWallets: z.array(
    z.object({ accountTypeId: z.number().int().min(10).max(99), code: z.string().regex(/^[A-Z0-9_]{2,16}$/) }),
  ),
});
export type TenantWallet = z.infer<typeof tenantWalletSchema>;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Points per 1 (major unit): a ratio of at most two decimals (0 earns nothing). */
const pointRatio = z.number().nonnegative().max(10_000).refine(twoDecimals, 'at most two decimals');

/**
 * The points mall (issue 22): points per unit of valid bet (per game kind) and of deposit, the
 * conversion into balance, and the reward catalogue (titles in every language of the brand).
 */
export const tenantPointsSchema = z.object({
  betRatio: z.object({
    live: pointRatio,
    lottery: pointRatio,
    pvp: pointRatio,
    slots: pointRatio,
    sports: pointRatio,
  }),
  depositRatio: pointRatio,
  /** Balance (major units) one point converts to, e.g. 0.01: 100 points are 1. */
  convertRate: z.number().positive().max(1000),
  /** The fewest points one conversion takes. */
  convertMinPoints: z.number().positive().refine(twoDecimals, 'at most two decimals'),
  rewards: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'lower-case letters, digits and dashes'),
      kind: z.enum(['goods', 'bonus']),
      /** The title per language code of the brand. */
      title: z.record(languageCodeSchema, z.string().min(1)),
      /** Points for one (at most two decimals). */
      points: z.number().positive().refine(twoDecimals, 'at most two decimals'),
      /** The valid bet (major units) the member must have made in all before redeeming; 0 for none. */
      amountRequirement: z.number().nonnegative(),
      /** A bonus reward's balance credit (major units) for one. */
      bonusAmount: z.number().positive().optional(),
      /** How many can ever be redeemed (not counting rejected ones): raising it restocks. */
      stock: z.number().int().nonnegative(),
    }),
  ),
});
export type TenantPoints = z.infer<typeof tenantPointsSchema>;

/**
 * Feedback's word-count range (spec §5: between a minimum and a maximum number of words), counted
 * with countWords (word-count.ts) by the platform and the portal's form alike.
 */
export const tenantFeedbackSchema = z
  .object({
    minWords: z.number().int().min(1).max(500),
    maxWords: z.number().int().min(1).max(500),
  })
  .refine((f) => f.minWords <= f.maxWords, { message: 'minWords is at most maxWords', path: ['maxWords'] });
export type TenantFeedback = z.infer<typeof tenantFeedbackSchema>;

export const tenantSignInSchema = z
  .object({
    endSessionsOnNetworkChange: z.boolean(),
    maxSessions: z.number().int().min(1).max(10),
  })
  .strict();
export type TenantSignIn = z.infer<typeof tenantSignInSchema>;
/**
 * The third-party SMS route's provider (module FIREBASESMS3): `demo` is the platform's own demo
 * provider (never in production), `firebase` Firebase phone authentication. `projectId` is the
 * provider's project: the ID token's audience (and, for Firebase, its issuer's last segment).
 */
export const tenantPhoneVerificationSchema = z
  .object({
    provider: z.enum(['demo', 'firebase']),
    projectId: z.string().regex(/^[a-z][a-z0-9-]{3,62}$/, 'a provider project id (lower-case letters, digits, dashes)'),
  })
  .strict();
export type TenantPhoneVerification = z.infer<typeof tenantPhoneVerificationSchema>;
/** A host name (labels of letters, digits and dashes) or an IPv4 address: what a tenant's `domains` hold. */
export const TENANT_DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const tenantConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes, starting with a letter'),
    merchantCode: z.string().regex(/^[A-Z0-9]{2,16}$/, 'two to sixteen upper-case letters or digits'),
    brandName: z.string().min(1),
    languages: z.array(languageCodeSchema).min(1),
    defaultLanguage: languageCodeSchema,
    currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), symbol: z.string().min(1) }),
    /**
     * The brand's time zone: minutes ahead of UTC (0). Its days, weeks and months are the missions'
     * periods, the agents' settlement periods and the agent reports' days. Optional (absent is 0)
     * rather than defaulted, so that configs written as `TenantConfig` need not name it.
     */
    utcOffsetMinutes: z.number().int().min(-720).max(840).optional(),
    assets: z.object({ logo: tenantFile, logoMini: tenantFile, favicon: tenantFile }),
    /** Build-time flag defaults; the platform's answer overrides them at run time. */
    modules: moduleFlagsSchema,
    registration: z.object({
      fields: registrationSettingsSchema,
      adultAge: z.number().int().min(13).max(25).default(18),
    }),
    countries: z.array(countrySchema).min(1),
    defaultCountryCode: z.string().regex(/^[A-Z]{2}$/),
    /** Visitors from these countries (ISO 3166 alpha-2) get the IP-restriction page. */
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    banners: z.array(tenantBannerSchema),
    resources: z.array(resourceSchema),
    wallet: tenantWalletSchema,
    points: tenantPointsSchema,
    feedback: tenantFeedbackSchema,
    /**
     * Sign-in options (issue 25). `endSessionsOnNetworkChange`: a session whose call comes from another
     * network than its login's (IPv4 /24, IPv6 /64) is ended and answers `token_ip_different`.
     * `maxSessions`: how many sessions an account keeps at once; a login past it ends the oldest
     * (1, the original's rule: a new login ends the older one). Absent: off and 1.
     */
    signIn: tenantSignInSchema.optional(),
    /** The third-party SMS route's provider (module FIREBASESMS3); absent: the route is off. */
    phoneVerification: tenantPhoneVerificationSchema.optional(),
    /** Social sign-in providers (OpenID Connect, social-sign-in.ts); absent: no buttons. */
    socialSignIn: tenantSocialSignInSchema.optional(),
    /**
     * The brand's domains, host names only (no scheme, no port), the primary first: what
     * `/wps/system/domainRoute` answers and the portal's speed test measures. The browser reaches each
     * with the page's own scheme and port (a real deployment serves every domain on the same port;
     * the demo lists `localhost` and `127.0.0.1`, which answer on whatever port the platform runs).
     * Optional so that configs written as `TenantConfig` need not name it; absent is `<id>.localhost`.
     */
    domains: z
      .array(z.string().regex(TENANT_DOMAIN_PATTERN, 'a host name or IPv4 address, without scheme or port'))
      .min(1)
      .refine((list) => new Set(list).size === list.length, { message: 'domains are unique' })
      .optional(),
    customerService: z.object({
      /** An outside chat service's URL, or a path of the platform (`/chat`: our own chat page). */
      liveChatUrl: z.union([
        z.string().url(),
        z.string().regex(/^\/[^/\\]/, 'a URL or a path of the platform such as /chat'),
      ]),
      /** The VIP service; unset: the live chat serves VIP members too (their own queue). */
      vipServiceUrl: z.union([z.string().url(), z.string().regex(/^\/[^/\\]/)]).optional(),
      email: z.string().email(),
    }),
  })
  .strict()
  .refine((t) => t.languages.includes(t.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  })
  .refine((t) => t.countries.some((c) => c.countryCode === t.defaultCountryCode), {
    message: 'defaultCountryCode must be one of countries',
    path: ['defaultCountryCode'],
  })
  .refine((t) => t.points.rewards.every((r) => t.languages.every((language) => r.title[language])), {
    message: 'every reward needs a title in every language of the brand',
    path: ['points', 'rewards'],
  })
  .refine((t) => t.points.rewards.every((r) => (r.kind === 'bonus') === (r.bonusAmount !== undefined)), {
    message: 'a bonus reward has a bonusAmount and goods have none',
    path: ['points', 'rewards'],
  })
  .refine((t) => new Set(t.points.rewards.map((r) => r.id)).size === t.points.rewards.length, {
    message: 'reward ids are unique',
    path: ['points', 'rewards'],
  });
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** Formats a zod failure as `file: field.path: message` lines, for build errors that name the file and field. */
export function describeTenantProblems(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

// System calls the portal shell needs before and around login: the boot call (system status, which
// carries the tenant configuration), the white-label module tree, registration settings, domain
// route, help centre, feedback and the country dialing-code list.
import { z } from 'zod';
import { text } from './fields';
import { moduleNodeSchema } from './modules';
import { registrationSettingsSchema } from './registration-settings';
import { BANNER_LINK_TYPES, bannerGroupSchema, countrySchema, popupExecutionSchema, resourceSchema } from './tenant';

/** `GET /wps/system/whitelabel`: the module tree (flatten it with flattenModuleTree). */
export const whitelabelValueSchema = z.array(moduleNodeSchema);

export const customerServiceSchema = z.object({
  liveChatUrl: z.string(),
  vipServiceUrl: z.string().nullable(),
  email: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** A domain of the tenant and what it serves. */
export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  /** `portal` for the player site; other kinds (`agent`, `download`) may follow. */
  type: z.string(),
  primary: z.boolean(),
});
/** `GET /wps/system/domainRoute`. */
export const domainRouteValueSchema = z.array(domainRouteEntrySchema);
export type DomainRouteValue = z.infer<typeof domainRouteValueSchema>;

/** `GET /wps/system/status` (the "permission" call, with the current host as `url`). */
export const systemStatusRequestSchema = z.strictObject({ url: text(2048).optional() });
export type SystemStatusRequest = z.infer<typeof systemStatusRequestSchema>;

/**
 * The boot answer. `maintenance` decides status 1 first, then `regionRestriction` status 2.
 * `info.whitelabel` is the module tree, `info.register` the registration settings map.
 */
export const systemStatusValueSchema = z.object({
  maintenance: z.boolean(),
  /** When the maintenance is planned to end (epoch ms), or null when not announced. */
  maintenanceEndTime: z.number().int().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
  info: z.object({
    whitelabel: whitelabelValueSchema,
    register: registrationSettingsSchema,
    resources: z.array(resourceSchema),
    customerService: customerServiceSchema,
    domainRoute: domainRouteValueSchema,
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

/** `GET /wps/system/setting/register`. */
export const registerSettingsValueSchema = registrationSettingsSchema;

/** `GET /wps/system/country`. */
export const countriesValueSchema = z.array(countrySchema);

/** `GET /wps/system/helpCenter`: articles in the request's language (HTML content, sanitise it). */
export const helpCenterRequestSchema = z.strictObject({ category: text(64).optional() });
export const helpArticleSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpCenterValueSchema = z.object({ articles: z.array(helpArticleSchema) });
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;

export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'bug', 'other'] as const;
/** `PUT /wps/feedback`. Visitors may send it too. */
export const feedbackRequestSchema = z.strictObject({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(1).max(1000),
  contact: text(128).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackValueSchema = z.object({ id: z.number().int() });

/**
 * `GET /wps/relay/MCSFE_getListAnnouncements`: the tenant's announcements in the request's
 * language. `types` is a comma list of announcement kinds (B, PL, PU, PR, H; all when absent),
 * `execution` keeps only the popups of that moment (A after login, B before login, F first login).
 * Contents are HTML the platform has sanitised; the portal sanitises again before showing them.
 */
export const announcementsRequestSchema = z.strictObject({
  types: z
    .string()
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'a comma list of B, PL, PU, PR, H')
    .optional(),
  platform: z.literal('W').optional(),
  execution: popupExecutionSchema.optional(),
});
export type AnnouncementsRequest = z.infer<typeof announcementsRequestSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Epoch ms. */
  timestamp: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const popupAnnouncementSchema = announcementSchema.extend({ execution: popupExecutionSchema });
export type PopupAnnouncement = z.infer<typeof popupAnnouncementSchema>;

/** A banner as the platform lists it: `linkageType` none, route, url, promotion or game, `linkage` its target. */
export const announcementBannerSchema = z.object({
  bannerId: z.string(),
  url: z.string(),
  groupName: bannerGroupSchema,
  linkageType: z.enum(['none', ...BANNER_LINK_TYPES]),
  linkage: z.string().nullable(),
});
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

/** Every list newest first. `player` is the marquee (PL), `notice` the notice list (H). */
export const announcementsValueSchema = z.object({
  banners: z.array(announcementBannerSchema),
  player: z.array(announcementSchema),
  popup: z.array(popupAnnouncementSchema),
  promotion: z.array(announcementSchema),
  notice: z.array(announcementSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

// The content role's operator calls (`/ops/content/*`, `/ops/points/rewards*`): the brand's
// announcements and help-centre articles, written by staff instead of only by the brand folder's
// seed, and the points mall's reward stock. Titles and contents are keyed by wire language code,
// and the server requires every language of the brand (content_languages_mismatch); HTML is
// sanitised before it is stored, as the seed's is.
import { z } from 'zod';
import { requiredText } from './fields';
import { popupExecutionSchema, languageCodeSchema } from './tenant';

/** A seeded or staff-written content id (seed ids are the brand's own slugs). */
export const contentIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, . _ or -');
export const contentParamsSchema = z.strictObject({ id: contentIdSchema });

/** The longest title and HTML content staff may write (per language). */
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_HTML_MAX = 20_000;
const localisedTitles = z.record(languageCodeSchema, requiredText(CONTENT_TITLE_MAX));
const localisedHtml = z.record(languageCodeSchema, requiredText(CONTENT_HTML_MAX));

/**
 * The kinds staff write: PL player (marquee), PU popup, PR promotion, H notice list. Banners (B)
 * come from tenant.json's `banners`, not from announcements.
 */
export const OPERATOR_ANNOUNCEMENT_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
export const operatorAnnouncementTypeSchema = z.enum(OPERATOR_ANNOUNCEMENT_TYPES);
export type OperatorAnnouncementType = z.infer<typeof operatorAnnouncementTypeSchema>;

/** `POST /ops/content/announcements`, `PUT /ops/content/announcements/:id`. */
export const operatorAnnouncementRequestSchema = z.strictObject({
  type: operatorAnnouncementTypeSchema,
  /** Popups only (default B, before login); ignored for other kinds, as the seed does. */
  execution: popupExecutionSchema.optional(),
  title: localisedTitles,
  /** HTML per language; sanitised before it is stored. */
  content: localisedHtml,
});
export type OperatorAnnouncementRequest = z.infer<typeof operatorAnnouncementRequestSchema>;

export const operatorAnnouncementSchema = z.object({
  id: z.string(),
  /** A seeded banner row (B) still lists as itself. */
  type: z.string(),
  execution: popupExecutionSchema.nullable(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  publishedAt: z.number().int(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;
/** `GET /ops/content/announcements`: every kind, every language, newest first (withdrawn ones not). */
export const operatorAnnouncementsValueSchema = z.object({
  /** The brand's languages, default first: each title and content needs every one. */
  languages: z.array(z.string()),
  list: z.array(operatorAnnouncementSchema),
});

/** A help article's section (category): the seed's are terms, privacy, faq… */
export const HELP_CATEGORY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** `POST /ops/content/help-articles`, `PUT /ops/content/help-articles/:id`. */
export const operatorHelpArticleRequestSchema = z.strictObject({
  category: z.string().regex(HELP_CATEGORY_PATTERN, 'lower-case letters, digits, _ or -'),
  title: localisedTitles,
  content: localisedHtml,
});
export type OperatorHelpArticleRequest = z.infer<typeof operatorHelpArticleRequestSchema>;
export const operatorHelpArticleSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  /** Its place in the help centre (ascending). */
  sortOrder: z.number().int(),
});
export type OperatorHelpArticle = z.infer<typeof operatorHelpArticleSchema>;
/** `GET /ops/content/help-articles`: in the help centre's order (withdrawn ones not). */
export const operatorHelpArticlesValueSchema = z.object({
  /** The brand's languages, default first: each title and content needs every one. */
  languages: z.array(z.string()),
  list: z.array(operatorHelpArticleSchema),
});

/** The answer of a withdrawal (`DELETE /ops/content/...`): the id withdrawn. */
export const contentWithdrawnValueSchema = z.object({ id: z.string() });

// --- the points mall's stock ---

export const operatorRewardParamsSchema = z.strictObject({
  rewardId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/),
});
/** `PUT /ops/points/rewards/:rewardId/stock`: how many can ever be redeemed, not counting rejected ones. */
export const operatorRewardStockRequestSchema = z.strictObject({
  stock: z.number().int().nonnegative().max(1_000_000_000),
});
export const operatorRewardStockSchema = z.object({
  rewardId: z.string(),
  kind: z.enum(['goods', 'bonus']),
  /** The brand's default language's title. */
  title: z.string(),
  /** How many can ever be redeemed: staff's figure, else tenant.json's. */
  stock: z.number().int(),
  /** Redeemed or in process (rejected ones came back). */
  redeemed: z.number().int(),
  availableQuantity: z.number().int(),
  /** True when staff set the stock (tenant.json's no longer applies). */
  setByStaff: z.boolean(),
});
export type OperatorRewardStock = z.infer<typeof operatorRewardStockSchema>;
/** `GET /ops/points/rewards`: the catalogue's rewards with their stock. */
export const operatorRewardStocksValueSchema = z.object({ list: z.array(operatorRewardStockSchema) });

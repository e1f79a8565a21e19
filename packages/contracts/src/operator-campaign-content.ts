// The content role's promotions and missions (`/ops/content/promotions`, `/ops/content/missions`):
// the brand's promotions.json and missions.json entries, written by staff for day-to-day changes.
// A request is validated by the SAME schema as the brand's seed entry (`tenantPromotionSchema`,
// `tenantMissionSchema`); on top, the server requires every language of the brand and no other
// (content_languages_mismatch) and sanitises a promotion's HTML before it is stored.
import { z } from 'zod';
import { missionIdSchema, tenantMissionSchema } from './missions';
import { promotionIdSchema, tenantPromotionSchema } from './promotions';

export const operatorPromotionParamsSchema = z.strictObject({ id: promotionIdSchema });
export const operatorMissionParamsSchema = z.strictObject({ id: missionIdSchema });

/**
 * `POST /ops/content/promotions` (a new id: content_id_taken when the brand has it, also withdrawn),
 * `PUT /ops/content/promotions/:id` (the body's `id` is the path's).
 */
export const operatorPromotionRequestSchema = tenantPromotionSchema;
export type OperatorPromotionRequest = z.infer<typeof operatorPromotionRequestSchema>;

export const operatorPromotionSchema = z.object({
  /** As the brand's file writes it (amounts as decimal strings, dates ISO), the content sanitised. */
  promotion: tenantPromotionSchema,
  /** Members' activities of it: its kind cannot change once there are any (promotion_kind_locked). */
  activities: z.number().int().nonnegative(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;
/** `GET /ops/content/promotions`: the live promotions in the portal's order, every language. */
export const operatorPromotionsValueSchema = z.object({
  /** The brand's languages, default first: each text needs every one. */
  languages: z.array(z.string()),
  list: z.array(operatorPromotionSchema),
});
export type OperatorPromotionsValue = z.infer<typeof operatorPromotionsValueSchema>;

/** Who last wrote a mission: the brand's file (the seed keeps it up to date) or staff (the seed leaves it alone). */
export const MISSION_SOURCES = ['brand', 'staff'] as const;

/** `POST /ops/content/missions`, `PUT /ops/content/missions/:id` (the body's `id` is the path's). */
export const operatorMissionRequestSchema = tenantMissionSchema;
export type OperatorMissionRequest = z.infer<typeof operatorMissionRequestSchema>;

export const operatorMissionSchema = z.object({
  mission: tenantMissionSchema,
  source: z.enum(MISSION_SOURCES),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;
/** `GET /ops/content/missions`: the live missions in the member centre's order, every language. */
export const operatorMissionsValueSchema = z.object({
  languages: z.array(z.string()),
  list: z.array(operatorMissionSchema),
});
export type OperatorMissionsValue = z.infer<typeof operatorMissionsValueSchema>;

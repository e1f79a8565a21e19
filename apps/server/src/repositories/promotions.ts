// A brand's promotions (seeded from its folder), what its members did with them (one activity row
// per member and promotion: the unique index of migration 0017 makes a join, an application and a
// raffle claim happen once), and the images of applications. Every query is scoped to the tenant.
import type { ActivityImageRow, PromotionActivityRow, PromotionRow } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import type { Executor } from './executor';
import type { Page } from './periods';

export type LocalisedText = Record<string, string>;

/** A promotion as the seed writes it (amounts in minor units). */
export interface PromotionRecord {
  id: string;
  category: string;
  kind: string;
  title: LocalisedText;
  summary: LocalisedText;
  /** Sanitised HTML per language. */
  content: LocalisedText;
  startsAt: number;
  endsAt: number | null;
  turnoverMinor: number | null;
  rewardMinor: number | null;
  prizes: { amountMinor: number; weight: number }[] | null;
}

/** The states an activity row holds (the others of ACTIVITY_STATES are computed). */
export type StoredActivityState = 'joined' | 'applying' | 'issued' | 'rejected' | 'claimed' | 'closed';

export interface NewActivity {
  accountId: number;
  promotionId: string;
  state: StoredActivityState;
  actedAt: number;
  remark?: string | null;
  paidMinor?: number | null;
  decidedAt?: number | null;
  decidedBy?: string | null;
}

export interface ActivityDecision {
  state: StoredActivityState;
  decidedAt: number;
  decidedBy: string;
  decisionRemark?: string | null;
  paidMinor?: number | null;
}

function toRecord(row: PromotionRow): PromotionRecord {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    title: JSON.parse(row.title_json) as LocalisedText,
    summary: JSON.parse(row.summary_json) as LocalisedText,
    content: JSON.parse(row.content_json) as LocalisedText,
    startsAt: Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    turnoverMinor: row.turnover_minor === null ? null : Number(row.turnover_minor),
    rewardMinor: row.reward_minor === null ? null : Number(row.reward_minor),
    prizes: row.prizes_json === null ? null : (JSON.parse(row.prizes_json) as PromotionRecord['prizes']),
  };
}

/** A member's activities: read by every balance call (compiled once: db/compiled-once.ts). */
const activitiesOfAccount = compiledOnce((db, merchantCode: string, accountId: number) =>
  db
    .selectFrom('promotion_activities')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId),
);

export function promotionsRepository(db: Executor, merchantCode: string) {
  const activities = () => db.selectFrom('promotion_activities').where('merchant_code', '=', merchantCode);
  const images = () => db.selectFrom('activity_images').where('merchant_code', '=', merchantCode);

  return {
    /** Seeds one promotion; one that exists is left alone (like announcements). */
    async upsert(p: PromotionRecord, sortOrder: number): Promise<void> {
      await db
        .insertInto('promotions')
        .values({
          merchant_code: merchantCode,
          id: p.id,
          category: p.category,
          kind: p.kind,
          title_json: JSON.stringify(p.title),
          summary_json: JSON.stringify(p.summary),
          content_json: JSON.stringify(p.content),
          starts_at: p.startsAt,
          ends_at: p.endsAt,
          turnover_minor: p.turnoverMinor,
          reward_minor: p.rewardMinor,
          prizes_json: p.prizes === null ? null : JSON.stringify(p.prizes),
          sort_order: sortOrder,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'id']).doNothing())
        .execute();
    },

    /**
     * The brand's live promotions, newest start first (then the seed's order). Withdrawn ones
     * (migration 0019) only with `withWithdrawn` (the operator's history of applications).
     */
    async list(options: { withWithdrawn?: boolean } = {}): Promise<PromotionRecord[]> {
      let query = db.selectFrom('promotions').selectAll().where('merchant_code', '=', merchantCode);
      if (!options.withWithdrawn) query = query.where('withdrawn_at', 'is', null);
      const rows = await query.orderBy('starts_at', 'desc').orderBy('sort_order').execute();
      return rows.map(toRecord);
    },

    /** A live promotion (a withdrawn one is not found). */
    async byId(id: string): Promise<PromotionRecord | undefined> {
      const row = await db
        .selectFrom('promotions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    // --- staff's content (/ops/content/promotions) ---

    /** Whether the id is used by a promotion of the brand, live or withdrawn. */
    async idTaken(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('promotions')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The place after the last promotion (a staff-written one lists after the seed's of the same start). */
    async nextSortOrder(): Promise<number> {
      const row = await db
        .selectFrom('promotions')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirst();
      return row?.last == null ? 0 : Number(row.last) + 1;
    },

    /** Rewrites a live promotion's content; false when there is none (or it was withdrawn). */
    async update(p: PromotionRecord): Promise<boolean> {
      const result = await db
        .updateTable('promotions')
        .set({
          category: p.category,
          kind: p.kind,
          title_json: JSON.stringify(p.title),
          summary_json: JSON.stringify(p.summary),
          content_json: JSON.stringify(p.content),
          starts_at: p.startsAt,
          ends_at: p.endsAt,
          turnover_minor: p.turnoverMinor,
          reward_minor: p.rewardMinor,
          prizes_json: p.prizes === null ? null : JSON.stringify(p.prizes),
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', p.id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Withdraws a live promotion; false when there is none. */
    async withdraw(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('promotions')
        .set({ withdrawn_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** How many activities the promotion has, in the given states (every state when none given). */
    async activityCount(promotionId: string, states?: readonly StoredActivityState[]): Promise<number> {
      let query = activities()
        .select((eb) => eb.fn.countAll().as('n'))
        .where('promotion_id', '=', promotionId);
      if (states) query = query.where('state', 'in', [...states]);
      const row = await query.executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    // --- activities ---

    async activitiesOf(accountId: number): Promise<PromotionActivityRow[]> {
      return activitiesOfAccount.rows(db, merchantCode, accountId);
    },

    async activity(accountId: number, promotionId: string): Promise<PromotionActivityRow | undefined> {
      return activities()
        .selectAll()
        .where('account_id', '=', accountId)
        .where('promotion_id', '=', promotionId)
        .executeTakeFirst();
    },

    async activityById(id: number): Promise<PromotionActivityRow | undefined> {
      return activities().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts the member's activity; a second one of the same promotion is a unique violation. */
    async insertActivity(a: NewActivity): Promise<PromotionActivityRow> {
      return db
        .insertInto('promotion_activities')
        .values({
          merchant_code: merchantCode,
          account_id: a.accountId,
          promotion_id: a.promotionId,
          state: a.state,
          acted_at: a.actedAt,
          remark: a.remark ?? null,
          paid_minor: a.paidMinor ?? null,
          decided_at: a.decidedAt ?? null,
          decided_by: a.decidedBy ?? null,
          decision_remark: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Moves an activity from `from` to the decision's state, once: the row as decided, or undefined. */
    async decide(
      id: number,
      from: StoredActivityState,
      d: ActivityDecision,
    ): Promise<PromotionActivityRow | undefined> {
      return db
        .updateTable('promotion_activities')
        .set({
          state: d.state,
          decided_at: d.decidedAt,
          decided_by: d.decidedBy,
          decision_remark: d.decisionRemark ?? null,
          paid_minor: d.paidMinor ?? null,
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('state', '=', from)
        .returningAll()
        .executeTakeFirst();
    },

    /** A batch of the tenant's activities in one state with ids above `afterId` (the settlement job's walk), by id. */
    async inState(state: StoredActivityState, afterId: number, limit: number): Promise<PromotionActivityRow[]> {
      return activities()
        .selectAll()
        .where('state', '=', state)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** A page of the tenant's activities (the operator's applications), newest first. */
    async page(
      filter: { state?: StoredActivityState | undefined; promotionIds?: readonly string[] | undefined },
      page: Page,
    ): Promise<{ rows: PromotionActivityRow[]; total: number }> {
      let query = activities();
      if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.promotionIds) query = query.where('promotion_id', 'in', [...filter.promotionIds, '']);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('acted_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    // --- application images ---

    async insertImage(i: {
      accountId: number;
      promotionId: string;
      contentType: string;
      bytes: Buffer;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('activity_images')
        .values({
          merchant_code: merchantCode,
          account_id: i.accountId,
          promotion_id: i.promotionId,
          activity_id: null,
          content_type: i.contentType,
          size_bytes: i.bytes.length,
          bytes: i.bytes,
          created_at: i.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Takes the member's account row for the rest of the transaction (an UPDATE that changes
     * nothing): uploads of one member queue behind each other, so each counts the images the
     * earlier ones committed (PostgreSQL reads committed rows per statement). Taken before anything
     * else of the transaction, and no transaction takes it after a wallet.
     */
    async lockMember(accountId: number): Promise<void> {
      await db
        .updateTable('accounts')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', accountId)
        .execute();
    },

    /** The member's uploads for a promotion that no application holds yet. */
    async unusedImageIds(accountId: number, promotionId: string): Promise<number[]> {
      const rows = await images()
        .select('id')
        .where('account_id', '=', accountId)
        .where('promotion_id', '=', promotionId)
        .where('activity_id', 'is', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Binds unused uploads to an application: how many were bound. */
    async bindImages(activityId: number, accountId: number, promotionId: string, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('activity_images')
        .set({ activity_id: activityId })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('promotion_id', '=', promotionId)
        .where('activity_id', 'is', null)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** An application's images, in upload order (without their bytes). */
    async imagesOf(activityId: number): Promise<Omit<ActivityImageRow, 'bytes'>[]> {
      return images()
        .select([
          'id',
          'merchant_code',
          'account_id',
          'promotion_id',
          'activity_id',
          'content_type',
          'size_bytes',
          'created_at',
        ])
        .where('activity_id', '=', activityId)
        .orderBy('id')
        .execute();
    },

    /** How many images each of these applications holds. */
    async imageCounts(activityIds: readonly number[]): Promise<Map<number, number>> {
      if (activityIds.length === 0) return new Map();
      const rows = await images()
        .select(['activity_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('activity_id', 'in', [...activityIds])
        .groupBy('activity_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.activity_id), Number(r.n)]));
    },

    async image(id: number): Promise<ActivityImageRow | undefined> {
      return images().selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

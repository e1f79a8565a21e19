// Missions of one tenant (migration 0018): the brand's definitions (seeded from its missions.json),
// the periods the period job closed and the members it paid. Progress is not stored: it is read
// from the betting records and deposit orders through their own repositories.
import type { Selectable } from 'kysely';
import type { MissionResultsTable } from '../db/schema';
import type { Executor } from './executor';

export interface MissionDefinitionRow {
  id: string;
  position: number;
  /** contracts TenantMission plus the brand's `utcOffsetMinutes`, as JSON. */
  definitionJson: string;
  createdAt: number;
  /** Who wrote it last: the brand's file (the seed keeps it up to date) or staff (the seed leaves it). */
  source: MissionSource;
}

export type MissionSource = 'brand' | 'staff';

export interface ClosedPeriod {
  missionId: string;
  periodStart: number;
  periodEnd: number;
  target: number;
  winners: number;
  closedAt: number;
}

export type MissionResultRow = Selectable<MissionResultsTable>;

export interface NewMissionResult {
  missionId: string;
  periodStart: number;
  accountId: number;
  progress: number;
  rewardKind: 'points' | 'bonus';
  rewardMinor: number;
  reference: string;
  paidAt: number;
}

export function missionsRepository(db: Executor, merchantCode: string) {
  return {
    /** The tenant's live missions in the brand's order (withdrawn ones not). */
    async definitions(): Promise<MissionDefinitionRow[]> {
      const rows = await db
        .selectFrom('missions')
        .select(['id', 'position', 'definition_json', 'created_at', 'source'])
        .where('merchant_code', '=', merchantCode)
        .where('withdrawn_at', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        position: r.position,
        definitionJson: r.definition_json,
        createdAt: r.created_at,
        source: r.source as MissionSource,
      }));
    },

    /**
     * Writes the brand's missions (the file is the source of the rows it wrote): new ones get `now`
     * as their start, known `brand` ones keep theirs and take the file's definition; `brand` ones no
     * longer in the file are removed. Rows staff created, edited or withdrew (`source` staff) are
     * left alone. Each write is an upsert, so two instances starting at once both succeed.
     */
    async replaceDefinitions(missions: readonly { id: string; definitionJson: string }[], now: number): Promise<void> {
      for (const [position, mission] of missions.entries()) {
        await db
          .insertInto('missions')
          .values({
            merchant_code: merchantCode,
            id: mission.id,
            position,
            definition_json: mission.definitionJson,
            created_at: now,
            updated_at: now,
            source: 'brand',
          })
          .onConflict((conflict) =>
            conflict
              .columns(['merchant_code', 'id'])
              .doUpdateSet({ position, definition_json: mission.definitionJson, updated_at: now })
              .where('missions.source', '=', 'brand'),
          )
          .execute();
      }
      const kept = missions.map((m) => m.id);
      let removal = db.deleteFrom('missions').where('merchant_code', '=', merchantCode).where('source', '=', 'brand');
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
    },

    // --- staff's content (/ops/content/missions) ---

    /** A live mission's row, or undefined (also when withdrawn). */
    async definition(id: string): Promise<MissionDefinitionRow | undefined> {
      const row = await db
        .selectFrom('missions')
        .select(['id', 'position', 'definition_json', 'created_at', 'source'])
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          position: row.position,
          definitionJson: row.definition_json,
          createdAt: row.created_at,
          source: row.source as MissionSource,
        }
      );
    },

    /** Whether the id is used by a mission of the tenant, live or withdrawn. */
    async idTaken(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('missions')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A mission staff wrote, after the last one; its periods count from `now`. */
    async insertByStaff(id: string, definitionJson: string, now: number): Promise<MissionDefinitionRow> {
      const last = await db
        .selectFrom('missions')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirst();
      const position = last?.last == null ? 0 : Number(last.last) + 1;
      await db
        .insertInto('missions')
        .values({
          merchant_code: merchantCode,
          id,
          position,
          definition_json: definitionJson,
          created_at: now,
          updated_at: now,
          source: 'staff',
        })
        .execute();
      return { id, position, definitionJson, createdAt: now, source: 'staff' };
    },

    /** Rewrites a live mission's definition as staff's (the seed no longer touches it); false when none. */
    async updateByStaff(id: string, definitionJson: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('missions')
        .set({ definition_json: definitionJson, updated_at: now, source: 'staff' })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Withdraws a live mission (source staff: the seed neither restores nor removes it); false when none. */
    async withdrawByStaff(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('missions')
        .set({ withdrawn_at: now, updated_at: now, source: 'staff' })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The close of one mission's period, if it was closed. */
    async closedPeriod(missionId: string, periodStart: number): Promise<ClosedPeriod | undefined> {
      const row = await db
        .selectFrom('mission_periods')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('mission_id', '=', missionId)
        .where('period_start', '=', periodStart)
        .executeTakeFirst();
      return row
        ? {
            missionId: row.mission_id,
            periodStart: row.period_start,
            periodEnd: row.period_end,
            target: row.target,
            winners: row.winners,
            closedAt: row.closed_at,
          }
        : undefined;
    },

    /** Marks a period closed (its primary key refuses a second close). Inside the close's transaction. */
    async insertClosedPeriod(period: ClosedPeriod): Promise<void> {
      await db
        .insertInto('mission_periods')
        .values({
          merchant_code: merchantCode,
          mission_id: period.missionId,
          period_start: period.periodStart,
          period_end: period.periodEnd,
          target: period.target,
          winners: period.winners,
          closed_at: period.closedAt,
        })
        .execute();
    },

    async insertResults(results: readonly NewMissionResult[]): Promise<void> {
      if (results.length === 0) return;
      await db
        .insertInto('mission_results')
        .values(
          results.map((r) => ({
            merchant_code: merchantCode,
            mission_id: r.missionId,
            period_start: r.periodStart,
            account_id: r.accountId,
            progress: r.progress,
            reward_kind: r.rewardKind,
            reward_minor: r.rewardMinor,
            reference: r.reference,
            paid_at: r.paidAt,
          })),
        )
        .execute();
    },

    /** A member's paid results, newest period first. */
    async resultsOf(accountId: number, limit: number): Promise<MissionResultRow[]> {
      return db
        .selectFrom('mission_results')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .orderBy('period_start', 'desc')
        .orderBy('mission_id')
        .limit(limit)
        .execute();
    },
  };
}
export type MissionsRepository = ReturnType<typeof missionsRepository>;

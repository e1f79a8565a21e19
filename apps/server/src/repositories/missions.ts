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
}

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
    /** The tenant's missions in the brand's order. */
    async definitions(): Promise<MissionDefinitionRow[]> {
      const rows = await db
        .selectFrom('missions')
        .select(['id', 'position', 'definition_json', 'created_at'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        position: r.position,
        definitionJson: r.definition_json,
        createdAt: r.created_at,
      }));
    },

    /**
     * Writes the brand's missions (the file is the source): new ones get `now` as their start, known
     * ones keep theirs; ones no longer in the file are removed. Each write is an upsert, so two
     * instances starting at once both succeed.
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
          })
          .onConflict((conflict) =>
            conflict
              .columns(['merchant_code', 'id'])
              .doUpdateSet({ position, definition_json: mission.definitionJson, updated_at: now }),
          )
          .execute();
      }
      const kept = missions.map((m) => m.id);
      let removal = db.deleteFrom('missions').where('merchant_code', '=', merchantCode);
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
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

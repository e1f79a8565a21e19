// A tenant's missions as the platform works with them: the brand's definition (contracts
// TenantMission, stored by the seed) with its target and reward in integer units — minor units of
// money (valid_bet, deposit, a bonus), whole bets (bet_count), hundredths of a point (points). Their
// days and weeks are the brand's zone: tenant.json `utcOffsetMinutes`, the one setting the agents'
// periods read too (the zone a definition was stored with is no longer read).
import {
  tenantMissionSchema,
  type MissionKind,
  type MissionPeriod,
  type TenantMission,
  type TenantMissionsSeed,
} from '@portal/contracts';
import { z } from 'zod';
import { toMinor } from '../../lib/money';
import type { MissionDefinitionRow, MissionsRepository } from '../../repositories/missions';

export interface Mission {
  id: string;
  kind: MissionKind;
  period: MissionPeriod;
  gameKinds: readonly string[] | null;
  /** Minor units (valid_bet, deposit) or bets (bet_count). */
  target: number;
  reward: { kind: 'points'; pointsMinor: number } | { kind: 'bonus'; amountMinor: number };
  title: Record<string, string>;
  description: Record<string, string>;
  utcOffsetMinutes: number;
  /** When the mission first appeared: no period ending before it is closed. */
  createdAt: number;
}

const storedSchema = z.object({ mission: tenantMissionSchema, utcOffsetMinutes: z.number().int() });

/** What the seed stores for one mission of the brand's file. */
export function storedDefinition(seed: TenantMissionsSeed, mission: TenantMission): string {
  // Kept in the stored JSON for rows written before the tenant-wide setting; not read any more.
  return storedDefinitionOf(mission, seed.utcOffsetMinutes ?? 0);
}

/** What is stored for one mission (the seed's or staff's) in the brand's zone. */
export function storedDefinitionOf(mission: TenantMission, utcOffsetMinutes: number): string {
  return JSON.stringify({ mission, utcOffsetMinutes });
}

/** A stored definition read back: the brand's entry and its zone. */
export function readDefinition(definitionJson: string): { mission: TenantMission; utcOffsetMinutes: number } {
  return storedSchema.parse(JSON.parse(definitionJson));
}

function missionOf(row: MissionDefinitionRow, utcOffsetMinutes: number): Mission {
  const { mission } = readDefinition(row.definitionJson);
  return {
    id: mission.id,
    kind: mission.kind,
    period: mission.period,
    gameKinds: mission.gameKinds ?? null,
    target: mission.kind === 'bet_count' ? mission.target : toMinor(mission.target),
    reward:
      'points' in mission.reward
        ? { kind: 'points', pointsMinor: toMinor(mission.reward.points) }
        : { kind: 'bonus', amountMinor: toMinor(mission.reward.bonus) },
    title: mission.title,
    description: mission.description,
    utcOffsetMinutes,
    createdAt: row.createdAt,
  };
}

/** The tenant's missions in its zone (`utcOffsetMinutes`, tenant.json). */
export async function missionsOf(repo: MissionsRepository, utcOffsetMinutes: number): Promise<Mission[]> {
  return (await repo.definitions()).map((row) => missionOf(row, utcOffsetMinutes));
}

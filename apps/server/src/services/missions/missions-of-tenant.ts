// A tenant's missions as the platform works with them: the brand's definition (contracts
// TenantMission, stored by the seed) with its target and reward in integer units — minor units of
// money (valid_bet, deposit, a bonus), whole bets (bet_count), hundredths of a point (points).
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

function missionOf(row: MissionDefinitionRow): Mission {
  const { mission, utcOffsetMinutes } = readDefinition(row.definitionJson);
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

export async function missionsOf(repo: MissionsRepository): Promise<Mission[]> {
  return (await repo.definitions()).map(missionOf);
}

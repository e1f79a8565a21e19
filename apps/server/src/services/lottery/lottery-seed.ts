// First-start seed of the lottery (idempotent like services/platform/seed.ts): each tenant gets the demo
// lottery games it does not have yet. Changing a seeded game is an operator's edit of its row.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { demoLotteryGames } from '../../games/lottery/demo-games';
import type { Clock } from '../../lib/clock';
import { tenantRepositories, tenantsRepository } from '../../repositories/index';

export async function seedLotteryGames(
  db: Kysely<Database>,
  settings: { fastIntervalSeconds: number },
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  for (const tenant of await tenantsRepository(db).all()) {
    const repos = tenantRepositories(db, tenant.merchant_code);
    for (const game of demoLotteryGames(settings)) {
      await repos.lotteryGames.insertIfMissing({
        game_code: game.gameCode,
        game_name: game.gameName,
        kind: game.kind,
        group_code: game.groupCode,
        group_label: game.groupLabel,
        prize_mode: game.prizeMode,
        lotto_area: game.lottoArea,
        interval_seconds: game.intervalSeconds,
        offset_seconds: game.offsetSeconds,
        close_seconds: game.closeSeconds,
        play_types_json: JSON.stringify(game.playTypes),
        enabled: 1,
        sort_order: game.sortOrder,
        created_at: now,
      });
    }
  }
}

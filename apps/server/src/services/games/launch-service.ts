// Game launch and close. A launch needs a session (the route's token flag), a known vendor and
// game, no maintenance window in force, and no other open game (#734); it records the game as
// recent and answers a URL carrying a single-use ticket that expires in 60 s, never the session
// token. The ticket is stored as a keyed hash with the id of the portal session that launched it;
// the game page (in-house engines, engineer B's /inhouse/play) redeems it with
// repos.launchTickets.redeem, and the game session it buys ends with that portal session.
import {
  ACCOUNT_TYPES,
  LAUNCH_DEFAULTS,
  WALLET_IDS,
  type EndpointPayload,
  type EndpointValue,
} from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { HOUR, MINUTE, SECOND, type Clock } from '../../lib/clock';
import { keyedHash, randomToken } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import { isUnderMaintenance, maintenanceOf } from './game-view';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';

export const LAUNCH_TICKET_TTL_MS = 60 * SECOND;
/** An open game not seen (launched or played) for this long counts as abandoned: another may be launched. */
export const OPEN_GAME_IDLE_MS = 10 * MINUTE;
/** Where every game of our platform is played (engineer B's page): the ticket is the only parameter. */
export const GAME_PAGE_PATH = '/inhouse/play';

export class LaunchService {
  constructor(
    private readonly clock: Clock,
    private readonly pepper: string,
    /** Responsible gaming: no game opens while the member is timed out or self-excluded. */
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  /** The keyed hash a ticket is stored under (the game page hashes the ticket it receives the same way). */
  hashTicket(ticket: string): string {
    return keyedHash(this.pepper, ticket);
  }

  async launch(
    repos: TenantRepositories,
    account: AccountRow,
    /** The portal session launching: the ticket, and the game session it buys, end with it. */
    sessionId: number,
    payload: EndpointPayload<'launchGame'>,
  ): Promise<EndpointValue<'launchGame'>> {
    const now = this.clock.now();
    const game = await repos.games.findByNodeId(payload.nodeId);
    if (!game || game.vassalage !== payload.vassalage) {
      if (!(await repos.vendors.find(payload.vassalage)))
        throw new AppError('vendor_not_found', { vassalage: payload.vassalage });
      throw new AppError('game_not_found', { nodeId: payload.nodeId });
    }
    if (payload.gameId && payload.gameId !== game.game_id)
      throw new AppError('game_not_found', { nodeId: payload.nodeId, gameId: payload.gameId });
    if (payload.roomId) {
      const room = await repos.pvpRooms.find(payload.roomId);
      if (!room || room.node_id !== game.node_id)
        throw new AppError('game_not_found', { nodeId: payload.nodeId, roomId: payload.roomId });
    }
    // Responsible gaming: a vendor's game bets at the vendor, so the launch is where the platform refuses it.
    await this.responsibleGaming.assertMayPlay(repos, account.id);
    if (isUnderMaintenance(game, now))
      throw new AppError('game_maintenance', { content: { data: maintenanceOf(game)! } });

    // The account decides real or free play: a trial (type 4) account plays its play-money wallet
    // with accountType 0, whatever the request says; others play for real (1).
    const accountType =
      account.type === ACCOUNT_TYPES.TRIAL ? LAUNCH_DEFAULTS.freePlayAccountType : LAUNCH_DEFAULTS.accountType;
    const ticket = randomToken(32);
    const expiresAt = now + LAUNCH_TICKET_TTL_MS;

    await repos.transaction(async (trx) => {
      const claimed = await trx.openGames.claim({
        accountId: account.id,
        nodeId: game.node_id,
        vassalage: game.vassalage,
        gameName: game.game_name,
        now,
        staleBefore: now - OPEN_GAME_IDLE_MS,
      });
      if (!claimed) {
        const open = await trx.openGames.get(account.id);
        throw new AppError('game_already_open', {
          openGame: open
            ? { nodeId: open.node_id, gameName: open.game_name, vassalage: open.vassalage, openedAt: open.opened_at }
            : null,
        });
      }
      await trx.launchTickets.issue({
        ticketHash: this.hashTicket(ticket),
        accountId: account.id,
        nodeId: game.node_id,
        roomId: payload.roomId ?? null,
        walletId: WALLET_IDS.MAIN,
        accountType,
        sessionId,
        now,
        expiresAt,
      });
      await trx.recentGames.record(account.id, game.node_id, now);
      await trx.launchTickets.purgeExpired(now - HOUR);
    });
    // The game page speaks the language the portal launched it in (else the member's own).
    const language =
      payload.language && /^[A-Za-z]{2}$/.test(payload.language) ? `&lang=${payload.language.toLowerCase()}` : '';
    return { content: { game_url: `${GAME_PAGE_PATH}?ticket=${ticket}${language}` }, expiresAt };
  }

  /** Ends the open game (of `nodeId` when given); closing when none is open is not an error. */
  async close(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'closeGame'>,
  ): Promise<EndpointValue<'closeGame'>> {
    if (payload.nodeId) {
      const open = await repos.openGames.get(account.id);
      if (!open || open.node_id !== payload.nodeId) return { closed: false };
    }
    return { closed: await repos.openGames.close(account.id) };
  }
}

// The versioned migrations, in order. Add a file per change (0002-..., 0003-...) and list it
// here; migrations run on start and are never edited once released. A migration imports kysely and
// ../dialect only: what it needs of live code (lib/, services/) it keeps as a frozen copy, so a
// later change there cannot change what an old migration does.
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectKind } from '../dialect';
import { initialMigration } from './0001-initial';
import { maintenanceEndMigration } from './0002-maintenance-end';
import { accountSecurityMigration } from './0003-account-security';
import { catalogueMigration } from './0004-catalogue';
import { gameRoundsMigration } from './0005-game-rounds';
import { lotteryMigration } from './0006-lottery';
import { walletMigration } from './0007-wallet';
import { memberCentreMigration } from './0008-member-centre';
import { catalogueVersionMigration } from './0009-catalogue-version';
import { moneyGuardsMigration } from './0010-money-guards';
import { gameSessionBindingMigration } from './0011-game-session-binding';
import { seedsAtRestMigration } from './0012-seeds-at-rest';
import { staffAndAuditMigration } from './0013-staff-and-audit';
import { winnerBoardIndexMigration } from './0014-winner-board-index';
import { pointsMallMigration } from './0015-points-mall';
import { announcementExecutionMigration } from './0016-announcement-execution';
import { promotionsMigration } from './0017-promotions';
import { missionsMigration } from './0018-missions';
import { staffPromotionsMissionsMigration } from './0019-staff-promotions-missions';
import { operatorContentMigration } from './0020-operator-content';
import { agentTreeMigration } from './0021-agent-tree';
import { agentTeamHoursMigration } from './0022-agent-team-hours';
import { supportChatMigration } from './0023-support-chat';
import { secondFactorMigration } from './0025-second-factor';
import { socialSignInMigration } from './0026-social-sign-in';
import { responsibleGamingMigration } from './0024-responsible-gaming';
import { passkeysMigration } from './0027-passkeys';
import { loginTicketByPasswordMigration } from './0028-login-ticket-by-password';

export function migrationProvider(dialect: DialectKind): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect),
        '0002-maintenance-end': maintenanceEndMigration,
        '0003-account-security': accountSecurityMigration(dialect),
        '0004-catalogue': catalogueMigration,
        '0005-game-rounds': gameRoundsMigration(dialect),
        '0006-lottery': lotteryMigration(dialect),
        '0007-wallet': walletMigration(dialect),
        '0008-member-centre': memberCentreMigration(dialect),
        '0009-catalogue-version': catalogueVersionMigration,
        '0010-money-guards': moneyGuardsMigration(dialect),
        '0011-game-session-binding': gameSessionBindingMigration(dialect),
        '0012-seeds-at-rest': seedsAtRestMigration,
        '0013-staff-and-audit': staffAndAuditMigration(dialect),
        '0014-winner-board-index': winnerBoardIndexMigration,
        '0015-points-mall': pointsMallMigration(dialect),
        '0016-announcement-execution': announcementExecutionMigration,
        '0017-promotions': promotionsMigration(dialect),
        '0018-missions': missionsMigration(dialect),
        '0019-staff-promotions-missions': staffPromotionsMissionsMigration,
        '0020-operator-content': operatorContentMigration,
        '0021-agent-tree': agentTreeMigration(dialect),
        '0022-agent-team-hours': agentTeamHoursMigration(dialect),
        '0023-support-chat': supportChatMigration(dialect),
        '0025-second-factor': secondFactorMigration(dialect),
        '0024-responsible-gaming': responsibleGamingMigration(dialect),
        '0026-social-sign-in': socialSignInMigration(dialect),
        '0027-passkeys': passkeysMigration(dialect),
        '0028-login-ticket-by-password': loginTicketByPasswordMigration,
      };
    },
  };
}

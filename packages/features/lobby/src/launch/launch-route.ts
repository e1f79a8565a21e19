// Where a game or vendor card goes when launched (spec §4 "Game launch routing"), as a pure
// decision the launch hook acts on:
// - TCG_SEA: the separate sea-lottery window;
// - the Vietnamese lottery vendor (TCG_LOTTO_VN): /vnlottery?gameCode=;
// - lottery and e-lottery (gameType or account type LOTT/ELOTT): /lottery?gameCode=&playType=;
// - isGame VASSALAGE: the popup list of the vendor's games;
// - anything else: the launch call, then the /game frame.
import { ACCOUNT_TYPE_NAMES, VASSALAGE_MARK } from '@portal/contracts';

export interface Launchable {
  vassalage: string;
  nodeId?: string | null;
  gameType?: string | null;
  accountTypeName?: string | null;
  isGame?: string | null;
  gameCode?: string | null;
  defaultPlayType?: string | null;
}

export type LaunchRoute =
  { kind: 'seaWindow' } | { kind: 'route'; to: string } | { kind: 'vassalage'; vassalage: string } | { kind: 'frame' };

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function launchRouteFor(item: Launchable): LaunchRoute {
  const accountType = item.accountTypeName?.toUpperCase() ?? null;
  const gameType = item.gameType?.toUpperCase() ?? null;
  if (accountType === ACCOUNT_TYPE_NAMES.TCG_SEA) return { kind: 'seaWindow' };
  if (accountType === ACCOUNT_TYPE_NAMES.TCG_LOTTO_VN)
    return { kind: 'route', to: `/vnlottery${query({ gameCode: item.gameCode })}` };
  if (
    gameType === 'LOTT' ||
    gameType === 'ELOTT' ||
    accountType === ACCOUNT_TYPE_NAMES.LOTT ||
    accountType === ACCOUNT_TYPE_NAMES.ELOTT
  ) {
    return { kind: 'route', to: `/lottery${query({ gameCode: item.gameCode, playType: item.defaultPlayType })}` };
  }
  if (item.isGame?.toUpperCase() === VASSALAGE_MARK) return { kind: 'vassalage', vassalage: item.vassalage };
  return { kind: 'frame' };
}

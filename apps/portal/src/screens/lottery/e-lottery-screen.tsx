// /elott: the e-lottery lobby — the ELOTT vendors' cards; each opens its game on /lottery
// (launch routing, spec §4). The lottery screen itself is its own issue.
import { LobbyScreen } from '../lobby/lobby-screen';

export function ELotteryScreen() {
  return <LobbyScreen kind="ELOTT" />;
}

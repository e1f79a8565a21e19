import { describe, expect, it } from 'vitest';
import { launchRouteFor, type Launchable } from './launch-route';

describe('launchRouteFor (spec §4 launch routing)', () => {
  it.each<[string, Launchable, ReturnType<typeof launchRouteFor>]>([
    ['a slot opens in the /game frame', { vassalage: 'PG', nodeId: 'PG-1', gameType: 'RNG' }, { kind: 'frame' }],
    [
      'an in-house game opens in the /game frame',
      { vassalage: 'INH', nodeId: 'INH-slot', gameType: 'RNG' },
      { kind: 'frame' },
    ],
    [
      'a lottery game goes to /lottery with its code and play type',
      { vassalage: 'TCG', gameType: 'LOTT', gameCode: 'VNLOTTO', defaultPlayType: '2D' },
      { kind: 'route', to: '/lottery?gameCode=VNLOTTO&playType=2D' },
    ],
    [
      'an e-lottery game goes to /lottery',
      { vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'PK10' },
      { kind: 'route', to: '/lottery?gameCode=PK10' },
    ],
    [
      'an account type LOTT goes to /lottery',
      { vassalage: 'X', gameType: 'RNG', accountTypeName: 'LOTT', gameCode: 'A' },
      { kind: 'route', to: '/lottery?gameCode=A' },
    ],
    [
      'the Vietnamese lottery vendor goes to /vnlottery',
      { vassalage: 'TCGVN', gameType: 'LOTT', accountTypeName: 'TCG_LOTTO_VN', gameCode: 'MB' },
      { kind: 'route', to: '/vnlottery?gameCode=MB' },
    ],
    [
      'TCG_SEA opens the separate window',
      { vassalage: 'SEA', gameType: 'LOTT', accountTypeName: 'TCG_SEA' },
      { kind: 'seaWindow' },
    ],
    [
      'a VASSALAGE game opens the popup list',
      { vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE' },
      { kind: 'vassalage', vassalage: 'KY' },
    ],
    [
      'a live vendor card launches in the frame',
      { vassalage: 'EVO', nodeId: 'EVO-lobby', gameType: 'LIVE' },
      { kind: 'frame' },
    ],
  ])('%s', (_name, item, expected) => {
    expect(launchRouteFor(item)).toEqual(expected);
  });
});

// The demo lottery games every tenant is seeded with (games are data: an operator changes odds,
// limits and schedules in the lottery_games rows). A fast e-lottery (5 digits every few
// minutes), the Vietnamese southern regional lottery (a daily draw of the full prize table), and
// the same prize table every minute (the catalogue's ELOTT game VN1M; VNMN is its LOTT game).
import { SUM_RANGES, fairOdds, sumRangeProbability, type PlayTypeRule } from './bets';
import type { LotteryKind } from './draws';

export interface LotteryGameData {
  gameCode: string;
  gameName: string;
  kind: LotteryKind;
  /** The lottery menu's group (gameGroupCode) and its label (labelName). */
  groupCode: string;
  groupLabel: string;
  /** Lott | ZY | Elott | SEA (spec §3). */
  prizeMode: string;
  /** VN for the Vietnamese lottery lobby (lottoArea), null otherwise. */
  lottoArea: string | null;
  intervalSeconds: number;
  offsetSeconds: number;
  closeSeconds: number;
  playTypes: PlayTypeRule[];
  sortOrder: number;
}

/** The fast e-lottery returns 98 % on every bet (even-money bets pay 1.96, a digit 9.8). */
const FAST_RTP = 0.98;

export function demoLotteryGames(settings: { fastIntervalSeconds: number }): LotteryGameData[] {
  const fastLimits = { minBetMinor: 100, maxBetMinor: 1_000_000 };
  const vnPlayTypes: PlayTypeRule[] = [
    // 18 numbers: 0.18 expected hits per 2-digit number; 5.2 per hit returns 93.6 %.
    { playType: 'LO2', oddsMilli: 5_200, minBetMinor: 1_000, maxBetMinor: 500_000 },
    // 17 numbers of ≥ 3 digits: 0.017 expected hits; 55 per hit returns 93.5 %.
    { playType: 'LO3', oddsMilli: 55_000, minBetMinor: 1_000, maxBetMinor: 100_000 },
    { playType: 'DE2', oddsMilli: 95_000, minBetMinor: 1_000, maxBetMinor: 200_000 },
    { playType: 'DE3', oddsMilli: 900_000, minBetMinor: 1_000, maxBetMinor: 20_000 },
  ];
  return [
    {
      gameCode: 'FAST5',
      gameName: 'Xổ Số Nhanh 5D',
      kind: 'fast5',
      groupCode: 'ELOTT',
      groupLabel: 'E-Lottery',
      prizeMode: 'Elott',
      lottoArea: null,
      intervalSeconds: settings.fastIntervalSeconds,
      offsetSeconds: 0,
      // A tenth of the interval, between 5 and 30 seconds.
      closeSeconds: Math.min(30, Math.max(5, Math.floor(settings.fastIntervalSeconds / 10))),
      playTypes: [
        { playType: 'BIG_SMALL', oddsMilli: fairOdds(0.5, FAST_RTP), ...fastLimits },
        { playType: 'ODD_EVEN', oddsMilli: fairOdds(0.5, FAST_RTP), ...fastLimits },
        { playType: 'POSITION', oddsMilli: fairOdds(0.1, FAST_RTP), ...fastLimits },
        {
          playType: 'SUM_RANGE',
          oddsMilli: 0,
          oddsBySelection: Object.fromEntries(
            SUM_RANGES.map((range) => {
              const [lo, hi] = range.split('-').map(Number) as [number, number];
              return [range, fairOdds(sumRangeProbability(lo, hi), FAST_RTP)];
            }),
          ),
          ...fastLimits,
        },
      ],
      sortOrder: 1,
    },
    {
      gameCode: 'VNMN',
      gameName: 'Xổ Số Miền Nam',
      kind: 'vn',
      groupCode: 'VN',
      groupLabel: 'Xổ Số Việt Nam',
      prizeMode: 'Lott',
      lottoArea: 'VN',
      intervalSeconds: 86_400,
      // 16:15 in Vietnam (UTC+7), when the southern provinces draw.
      offsetSeconds: 9 * 3600 + 15 * 60,
      closeSeconds: 15 * 60,
      playTypes: vnPlayTypes,
      sortOrder: 3,
    },
    {
      gameCode: 'VN1M',
      gameName: 'Xổ Số Nhanh 1 Phút',
      kind: 'vn',
      groupCode: 'ELOTT',
      groupLabel: 'E-Lottery',
      prizeMode: 'Elott',
      lottoArea: null,
      intervalSeconds: 60,
      offsetSeconds: 0,
      closeSeconds: 5,
      playTypes: vnPlayTypes,
      sortOrder: 2,
    },
  ];
}

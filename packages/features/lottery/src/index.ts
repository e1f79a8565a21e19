// Public API of @portal/feature-lottery: the lottery and e-lottery screens (/lottery, /elott) and the
// Vietnamese lottery (/vnlottery), on the platform's lottery calls (@portal/api's lottery domain).
// The app passes login state, the username and the login guard in with LotteryHostProvider, and
// wraps the screens in LotteryTexts (the `lottery` namespace loads with them, not at start).

// --- host (what the app provides) ---
export { LotteryHostProvider, useLotteryHost, type LotteryHost } from './shared/lottery-host';

// --- screens ---
export { LotteryScreen, VnLotteryScreen, type LotteryScreenProps } from './screens/lottery-screen';

// --- parts ---
export { BetSlip, type BetSlipProps } from './slip/bet-slip';
export {
  emptySlip,
  toggleBet,
  removeBet,
  slipTotalMinor,
  balanceLeftMinor,
  type Slip,
  type SlipBet,
} from './slip/slip';
export { usePlaceBets, type PlaceBets } from './slip/use-place-bets';
export { useCountdown, secondsUntil, announcementFor, formatClock, type Countdown } from './issue/use-countdown';
export {
  useLotteryFavourites,
  readFavourites,
  favouritesKey,
  type LotteryFavourites,
} from './menu/use-lottery-favourites';

// --- translations ---
export { LOTTERY_NAMESPACE, lotteryNamespace, lotteryResources, type LotteryResources } from './lottery-namespace';
export { LotteryTexts, type LotteryTextsProps, type LotteryTextOverrides } from './shared/lottery-texts';

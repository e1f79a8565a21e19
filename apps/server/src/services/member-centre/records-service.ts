// The member centre's records: betting record with the totals of the whole filtered
// range, account record (every ledger row, typed), profit and loss by the player's day, and bonus
// details. Reads only; every query is the member's own within its tenant (repos are scoped by
// merchant, each call passes the account id).
import type { EndpointPayload, EndpointValue } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { MINUTE } from '../../lib/clock';
import type { TenantRepositories } from '../../repositories/index';
import { toMajor } from '../../lib/money';
import type { BetQuery } from '../../repositories/betting-records';
import { DAY_MS } from '../../repositories/periods';
import { pageFields, pageWindow, recordRange } from './record-pages';
import { BONUS_KINDS, DEPOSIT_KINDS, ledgerKindsOf, transactionKindOf, WITHDRAWAL_KINDS } from './transaction-kinds';

/** The ledger reference of a claimed reward (rewards-service writes it; bonus details read the title back). */
export const rewardReference = (rewardId: number) => `reward:${rewardId}`;
const rewardIdOf = (reference: string | null): number | null => {
  const match = reference ? /^reward:(\d+)$/.exec(reference) : null;
  return match ? Number(match[1]) : null;
};

/** `yyyy-MM-dd` of a day number (days since 1970-01-01 in the requested zone). */
export function dayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

type ProfitTotals = Omit<EndpointValue<'getPersonalProfit'>['days'][number], 'date'>;

export class RecordsService {
  async bettingRecords(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getBettingRecords'>,
  ): Promise<EndpointValue<'getBettingRecords'>> {
    const range = recordRange(payload);
    const query: BetQuery = {
      accountId: account.id,
      placedFrom: range.startTime,
      placedTo: range.endTime,
      gameType: payload.gameType,
      vendor: payload.vendor,
      status: payload.status,
    };
    const [rows, totals] = await Promise.all([
      repos.bettingRecords.page(query, pageWindow(payload)),
      repos.bettingRecords.totals(query),
    ]);
    return {
      list: rows.map((r) => ({
        roundId: r.roundId,
        gameName: r.gameName,
        vendor: r.vendor,
        gameType: r.gameType,
        bet: toMajor(r.betMinor),
        win: r.winMinor === null ? null : toMajor(r.winMinor),
        validBet: r.validBetMinor === null ? null : toMajor(r.validBetMinor),
        status: r.status,
        placedAt: r.placedAt,
        settledAt: r.settledAt,
      })),
      ...pageFields(payload, totals.count),
      // Open bets count as staked (the money left the wallet), void bets not at all.
      summary: {
        bet: toMajor(totals.betMinor),
        validBet: toMajor(totals.validBetMinor),
        win: toMajor(totals.winMinor),
        profit: toMajor(totals.winMinor - totals.betMinor),
      },
    };
  }

  async transactions(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getTransactions'>,
  ): Promise<EndpointValue<'getTransactions'>> {
    const range = recordRange(payload);
    const kinds = payload.kind ? ledgerKindsOf(payload.kind) : undefined;
    const [rows, total] = await Promise.all([
      repos.memberRecords.ledgerPage(account.id, range, kinds, pageWindow(payload)),
      repos.memberRecords.ledgerCount(account.id, range, kinds),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        kind: transactionKindOf(r.kind),
        amount: toMajor(r.amountMinor),
        balanceAfter: toMajor(r.balanceAfterMinor),
        accountTypeId: r.walletId,
        reference: r.reference,
        createdAt: r.createdAt,
      })),
      ...pageFields(payload, total),
    };
  }

  /**
   * Profit and loss by the player's day (`utcOffsetMinutes` ahead of UTC): bets, valid bets, wins
   * and profit (win − bet) from the betting records; deposits, withdrawals (held at request, less
   * what a rejection released, as a positive figure) and bonuses (BONUS_KINDS: bonus, reward, promotion, raffle and mission credits) from
   * the ledger. Days without any of them are left out.
   */
  async profit(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getPersonalProfit'>,
  ): Promise<EndpointValue<'getPersonalProfit'>> {
    const range = recordRange(payload);
    const shiftMs = payload.utcOffsetMinutes * MINUTE;
    const betQuery: BetQuery = { accountId: account.id, placedFrom: range.startTime, placedTo: range.endTime };
    const [bets, money] = await Promise.all([
      repos.bettingRecords.totalsBy(betQuery, ['day'], { dayShiftMs: shiftMs }),
      repos.memberRecords.ledgerSumsByDay(account.id, range, shiftMs, [
        ...DEPOSIT_KINDS,
        ...WITHDRAWAL_KINDS,
        ...BONUS_KINDS,
      ]),
    ]);
    const empty = (): ProfitTotals => ({ bet: 0, validBet: 0, win: 0, profit: 0, deposit: 0, withdrawal: 0, bonus: 0 });
    // Minor units while summing; major units once, at the end.
    const days = new Map<number, ProfitTotals>();
    const dayOf = (day: number) => days.get(day) ?? days.set(day, empty()).get(day)!;
    for (const b of bets)
      Object.assign(dayOf(b.day), {
        bet: b.betMinor,
        validBet: b.validBetMinor,
        win: b.winMinor,
        profit: b.winMinor - b.betMinor,
      });
    for (const m of money) {
      const totals = dayOf(m.day);
      if ((DEPOSIT_KINDS as readonly string[]).includes(m.kind)) totals.deposit += m.amountMinor;
      else if ((WITHDRAWAL_KINDS as readonly string[]).includes(m.kind)) totals.withdrawal -= m.amountMinor;
      else totals.bonus += m.amountMinor;
    }
    const total = empty();
    const major = (t: ProfitTotals): ProfitTotals => ({
      bet: toMajor(t.bet),
      validBet: toMajor(t.validBet),
      win: toMajor(t.win),
      profit: toMajor(t.profit),
      deposit: toMajor(t.deposit),
      withdrawal: toMajor(t.withdrawal),
      bonus: toMajor(t.bonus),
    });
    const list = [...days.entries()]
      .sort(([a], [b]) => b - a)
      .map(([day, t]) => {
        for (const key of Object.keys(total) as (keyof ProfitTotals)[]) total[key] += t[key];
        return { date: dayLabel(day), ...major(t) };
      });
    return { days: list, total: major(total) };
  }

  async bonuses(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getBonuses'>,
  ): Promise<EndpointValue<'getBonuses'>> {
    const range = recordRange(payload);
    const kinds = { only: BONUS_KINDS };
    const [rows, total, sum] = await Promise.all([
      repos.memberRecords.ledgerPage(account.id, range, kinds, pageWindow(payload)),
      repos.memberRecords.ledgerCount(account.id, range, kinds),
      repos.memberRecords.ledgerSum(account.id, range, kinds),
    ]);
    const titles = await repos.rewards.titles(
      rows.map((r) => rewardIdOf(r.reference)).filter((id): id is number => id !== null),
    );
    return {
      // A claimed reward shows its title; another credit its kind (the portal's key for it).
      list: rows.map((r) => ({
        id: r.id,
        title: titles.get(rewardIdOf(r.reference) ?? -1) ?? r.kind,
        amount: toMajor(r.amountMinor),
        createdAt: r.createdAt,
      })),
      ...pageFields(payload, total),
      totalAmount: toMajor(sum),
    };
  }
}

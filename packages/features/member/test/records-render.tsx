// The record pages' render: renderMember (render.tsx) with the balance the header asks for and the
// player's zone fixed, plus helpers for paged answers and the requests' queries.
import type { Answers, RecordedPlatform } from '@portal/api/testing';
import type { ReactElement } from 'react';
import type { RecordsOptions } from '../src/records/shared/records-options';
import { renderMember, type RenderedMember } from './render';

/** The player's zone in these tests: a day runs 17:00 to 17:00 UTC. */
export const TEST_OPTIONS: RecordsOptions = { timeZone: 'Asia/Bangkok', datePattern: 'yyyy-MM-dd' };

export const BALANCE_ANSWER = {
  value: {
    sumBalance: 1000,
    currency: 'USD',
    currencySymbol: '$',
    balance: [{ accountTypeId: 1, availBalance: 1000 }],
  },
};

export function renderRecordPage(
  ui: ReactElement,
  answers: Answers,
  options: RecordsOptions = TEST_OPTIONS,
): Promise<RenderedMember> {
  return renderMember(ui, {
    answers: { '/wps/v2/wallets/balance': BALANCE_ANSWER, ...answers },
    recordsOptions: options,
  });
}

/** A record page answer: `list` with paging fields. */
export function page<T>(list: T[], { pageNo = 1, totalPages = 1, total = list.length, pageSize = 20 } = {}) {
  return { list, pageNo, pageSize, totalPages, total };
}

/** The query of the last request to `path`, as an object. */
export function lastQuery(platform: RecordedPlatform, path: string): Record<string, string> {
  const calls = platform.calls(path);
  const last = calls.at(-1);
  if (!last) throw new Error(`no request to ${path}`);
  return Object.fromEntries(last.url.searchParams);
}

// Renders a report page the way the agent centre does, on the feature harness
// (@portal/feature-testing): a real store (portalApi), the real base query against a recorded
// platform (answers by path; @portal/api/testing), real i18n with the centre's namespaces
// (AGENT_NAMESPACES, `agentReports` among them) in English, the theme, and the agent host with the
// tenant's zone fixed. No router: the pages do not navigate.
import type { Answers, RecordedPlatform } from '@portal/api/testing';
import { renderOnPlatform, type RenderedOnPlatform } from '@portal/feature-testing';
import { Suspense, type ReactElement } from 'react';
import { AGENT_NAMESPACES } from '../src/agent-namespace';
import { AgentHostProvider, DEFAULT_AGENT_HOST } from '../src/shared/agent-host';

/** The tenant's zone in these tests: a day runs 17:00 to 17:00 UTC. */
export const TEST_ZONE = 'Asia/Bangkok';

export const BALANCE_ANSWER = {
  value: {
    sumBalance: 1000,
    currency: 'USD',
    currencySymbol: '$',
    balance: [{ accountTypeId: 1, availBalance: 1000 }],
  },
};

export function renderReport(ui: ReactElement, answers: Answers, timeZone = TEST_ZONE): Promise<RenderedOnPlatform> {
  return renderOnPlatform(ui, {
    answers: { '/wps/v2/wallets/balance': BALANCE_ANSWER, ...answers },
    loggedIn: true,
    namespaces: AGENT_NAMESPACES,
    router: false,
    providers: (children) => (
      <AgentHostProvider value={{ ...DEFAULT_AGENT_HOST, timeZone }}>
        <Suspense fallback={null}>{children}</Suspense>
      </AgentHostProvider>
    ),
  });
}

/** A paged answer: `list` with paging fields. */
export function page<T>(list: T[], { pageNo = 1, totalPages = 1, total = list.length, pageSize = 20 } = {}) {
  return { list, pageNo, pageSize, totalPages, total };
}

/** The query of the last request to `path`, as an object. */
export function lastQuery(platform: RecordedPlatform, path: string): Record<string, string> {
  const last = platform.calls(path).at(-1);
  if (!last) throw new Error(`no request to ${path}`);
  return Object.fromEntries(last.url.searchParams);
}

/** Now in these tests: 24 Nov 2026, 10:00 UTC (17:00 in Bangkok). */
export const NOW = Date.UTC(2026, 10, 24, 10);
/** The first and last millisecond of a Bangkok day (yyyy-MM-dd). */
export const bangkokDayStart = (day: string) => Date.parse(`${day}T00:00:00+07:00`);
export const bangkokDayEnd = (day: string) => Date.parse(`${day}T00:00:00+07:00`) + 86_400_000 - 1;

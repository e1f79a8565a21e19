// The platform's answers the agent centre's tests share (shapes of @portal/contracts' agent.ts).
import type { Answers } from '@portal/api/testing';
import {
  ENDPOINT_ROUTES,
  type AgentContract,
  type ConsolidatedValue,
  type ContractsValue,
  type TeamOverviewValue,
} from '@portal/contracts';

export const PATHS = {
  consolidated: ENDPOINT_ROUTES.getAgentConsolidated.path,
  realtime: ENDPOINT_ROUTES.getRealtimeSalaryContract.path,
  overview: ENDPOINT_ROUTES.getAgentTeamOverview.path,
  members: ENDPOINT_ROUTES.getAgentTeamMembers.path,
  register: ENDPOINT_ROUTES.registerDownline.path,
  registerSettings: ENDPOINT_ROUTES.getRegisterSettings.path,
  balance: ENDPOINT_ROUTES.getBalance.path,
} as const;

export function consolidated(extra: Partial<ConsolidatedValue> = {}): ConsolidatedValue {
  return {
    dailysalreqtype: 'none',
    divtypereq: 'none',
    contracthoursalreqtype: 'none',
    realtimesalreqtype: 'none',
    dailySalary: false,
    hourlySalary: false,
    salary: false,
    realtimeSalary: false,
    contractDividend: false,
    ...extra,
  };
}

export const OVERVIEW: TeamOverviewValue = {
  startTime: 0,
  endTime: 1,
  directCount: 3,
  teamCount: 12,
  newMembers: 2,
  activeMembers: 5,
  betCount: 40,
  betAmount: 1234.5,
  validBetAmount: 1200,
  winAmount: 1000,
  profitLoss: -234.5,
};

export function contract(extra: Partial<AgentContract> = {}): AgentContract {
  return {
    contractId: 7,
    kind: 'realtime',
    status: 'offered',
    uplineUsername: 'agent01',
    username: 'sub01',
    rate: 1.5,
    period: 'D',
    minValidBet: null,
    minProfitLoss: null,
    minActiveMembers: null,
    dailyBetAmount: null,
    hourlyBetAmount: null,
    offeredAt: Date.UTC(2026, 10, 20, 8),
    decidedAt: null,
    endedAt: null,
    ...extra,
  };
}

export function contracts(extra: Partial<ContractsValue> = {}): ContractsValue {
  return {
    kind: 'realtime',
    current: null,
    offer: null,
    ceilingRate: 2,
    given: [],
    history: [],
    settlements: [],
    ...extra,
  };
}

/** What every centre page reads besides its own call: the balance (currency symbol) and the consolidated flags. */
export function baseAnswers(flags: Partial<ConsolidatedValue> = {}): Answers {
  return {
    [PATHS.consolidated]: { value: consolidated(flags) },
    [PATHS.balance]: { value: { sumBalance: 100, currency: 'USD', currencySymbol: '$', balance: [] } },
    [PATHS.overview]: { value: OVERVIEW },
  };
}

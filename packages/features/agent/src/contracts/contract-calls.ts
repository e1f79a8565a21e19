// One contract kind's two calls (its GET of the member's contracts and settlements, its POST of an
// action), chosen by kind: the four kinds share one screen. Settlement runs on the platform's clock,
// so the GET is asked again whenever the screen opens and every minute while it is open.
import {
  useGetDailySalaryContractQuery,
  useGetDividendContractQuery,
  useGetHourlySalaryContractQuery,
  useGetRealtimeSalaryContractQuery,
  useProcessDailySalaryContractMutation,
  useProcessDividendContractMutation,
  useProcessHourlySalaryContractMutation,
  useProcessRealtimeSalaryContractMutation,
} from '@portal/api';
import type { ContractKind } from '@portal/contracts';

/** How often an open contract screen asks again (a real-time salary settles every 5 minutes). */
export const CONTRACT_POLL_MS = 60_000;

const QUERIES = {
  dividend: useGetDividendContractQuery,
  daily: useGetDailySalaryContractQuery,
  hourly: useGetHourlySalaryContractQuery,
  realtime: useGetRealtimeSalaryContractQuery,
} as const;

const MUTATIONS = {
  dividend: useProcessDividendContractMutation,
  daily: useProcessDailySalaryContractMutation,
  hourly: useProcessHourlySalaryContractMutation,
  realtime: useProcessRealtimeSalaryContractMutation,
} as const;

/** The kind's contracts, fresh on open and polled (the kind never changes for a mounted screen). */
export function useContracts(kind: ContractKind) {
  return QUERIES[kind](undefined, { pollingInterval: CONTRACT_POLL_MS, refetchOnMountOrArgChange: true });
}

/** The kind's action call. */
export function useContractAction(kind: ContractKind) {
  return MUTATIONS[kind]();
}

// The agent centre's calls (shapes in @portal/contracts' agent.ts): the consolidated contract
// flags, the four contract kinds (a GET of the member's contracts and settlement history, a POST of
// an action: offer, accept — with `confirm` after a `contract_downline_conflict` —, reject,
// terminate), the team overview, the downline list, registerCenter (E) and the reports (team
// betting, user profit and loss, my income, transaction details, dividend and salary records). Only agents make them.
//
// Tags: 'AgentContracts' is every contract read (an action changes the member's own and the
// contracts it gave, and may end downline contracts); 'AgentTeam' the overview and the list, which
// registerCenter changes (as it changes the transfer page's 'Downlines'). Settlement runs on the
// platform's clock: the reads are refetched by the feature, not invalidated here.
import { AGENT_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(AGENT_ROUTES);

const CONTRACT_TAGS = ['AgentContracts', 'Session'] as const;

export const agentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAgentConsolidated: build.query<EndpointValue<'getAgentConsolidated'>, void>({
      query: () => call('getAgentConsolidated', {}),
      providesTags: [...CONTRACT_TAGS],
    }),
    getDividendContract: build.query<EndpointValue<'getDividendContract'>, void>({
      query: () => call('getDividendContract', {}),
      providesTags: [...CONTRACT_TAGS],
    }),
    processDividendContract: build.mutation<
      EndpointValue<'processDividendContract'>,
      EndpointRequest<'processDividendContract'>
    >({
      query: (body) => call('processDividendContract', body),
      invalidatesTags: ['AgentContracts'],
    }),
    getDailySalaryContract: build.query<EndpointValue<'getDailySalaryContract'>, void>({
      query: () => call('getDailySalaryContract', {}),
      providesTags: [...CONTRACT_TAGS],
    }),
    processDailySalaryContract: build.mutation<
      EndpointValue<'processDailySalaryContract'>,
      EndpointRequest<'processDailySalaryContract'>
    >({
      query: (body) => call('processDailySalaryContract', body),
      invalidatesTags: ['AgentContracts'],
    }),
    getHourlySalaryContract: build.query<EndpointValue<'getHourlySalaryContract'>, void>({
      query: () => call('getHourlySalaryContract', {}),
      providesTags: [...CONTRACT_TAGS],
    }),
    processHourlySalaryContract: build.mutation<
      EndpointValue<'processHourlySalaryContract'>,
      EndpointRequest<'processHourlySalaryContract'>
    >({
      query: (body) => call('processHourlySalaryContract', body),
      invalidatesTags: ['AgentContracts'],
    }),
    getRealtimeSalaryContract: build.query<EndpointValue<'getRealtimeSalaryContract'>, void>({
      query: () => call('getRealtimeSalaryContract', {}),
      providesTags: [...CONTRACT_TAGS],
    }),
    processRealtimeSalaryContract: build.mutation<
      EndpointValue<'processRealtimeSalaryContract'>,
      EndpointRequest<'processRealtimeSalaryContract'>
    >({
      query: (body) => call('processRealtimeSalaryContract', body),
      invalidatesTags: ['AgentContracts'],
    }),
    getAgentTeamOverview: build.query<EndpointValue<'getAgentTeamOverview'>, EndpointRequest<'getAgentTeamOverview'>>({
      query: (args) => call('getAgentTeamOverview', args),
      providesTags: ['AgentTeam', 'Session'],
    }),
    getAgentTeamMembers: build.query<EndpointValue<'getAgentTeamMembers'>, EndpointRequest<'getAgentTeamMembers'>>({
      query: (args) => call('getAgentTeamMembers', args),
      providesTags: ['AgentTeam', 'Session'],
    }),
    registerDownline: build.mutation<EndpointValue<'registerDownline'>, EndpointRequest<'registerDownline'>>({
      query: (body) => call('registerDownline', body),
      invalidatesTags: ['AgentTeam', 'Downlines'],
    }),
    // Reports: the team's figures (AgentTeam) and the agent's own income and settlements (AgentContracts).
    getAgentTeamBetting: build.query<EndpointValue<'getAgentTeamBetting'>, EndpointRequest<'getAgentTeamBetting'>>({
      query: (args) => call('getAgentTeamBetting', args),
      providesTags: ['AgentTeam', 'Session'],
    }),
    getAgentMemberProfitLoss: build.query<
      EndpointValue<'getAgentMemberProfitLoss'>,
      EndpointRequest<'getAgentMemberProfitLoss'>
    >({
      query: (args) => call('getAgentMemberProfitLoss', args),
      providesTags: ['AgentTeam', 'Session'],
    }),
    getAgentIncome: build.query<EndpointValue<'getAgentIncome'>, EndpointRequest<'getAgentIncome'>>({
      query: (args) => call('getAgentIncome', args),
      providesTags: ['AgentContracts', 'Session'],
    }),
    getAgentTeamTransactions: build.query<
      EndpointValue<'getAgentTeamTransactions'>,
      EndpointRequest<'getAgentTeamTransactions'>
    >({
      query: (args) => call('getAgentTeamTransactions', args),
      providesTags: ['AgentTeam', 'Session'],
    }),
    getAgentSettlements: build.query<EndpointValue<'getAgentSettlements'>, EndpointRequest<'getAgentSettlements'>>({
      query: (args) => call('getAgentSettlements', args),
      providesTags: ['AgentContracts', 'Session'],
    }),
  }),
});

export const {
  useGetAgentConsolidatedQuery,
  useGetDividendContractQuery,
  useProcessDividendContractMutation,
  useGetDailySalaryContractQuery,
  useProcessDailySalaryContractMutation,
  useGetHourlySalaryContractQuery,
  useProcessHourlySalaryContractMutation,
  useGetRealtimeSalaryContractQuery,
  useProcessRealtimeSalaryContractMutation,
  useGetAgentTeamOverviewQuery,
  useGetAgentTeamMembersQuery,
  useRegisterDownlineMutation,
  useGetAgentTeamBettingQuery,
  useGetAgentMemberProfitLossQuery,
  useGetAgentIncomeQuery,
  useGetAgentTeamTransactionsQuery,
  useGetAgentSettlementsQuery,
} = agentApi;

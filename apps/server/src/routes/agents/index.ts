// The agent centre's calls (spec lobby §2, §7; issue 23): the consolidated contract flags
// (/wps/member/info/funds/consolidated), the four contract kinds — each a GET of the member's
// contracts and a POST of an action on the spec's path, behind its module (SIGNCONDIV3,
// DAILYSALCONT3, HOURSAL3, RTSALARY3; the registry's module flag answers `function.not.available`
// where the tenant has it off) — the team overview, the downline list, registerCenter (an account
// opened below the agent, limited per IP like the public registration) and the five reports (team
// betting, user profit and loss, my income, transaction details, dividend and salary records). One registerEndpoint
// line per call; the rules are in services/agents. Only agents may call them: trial accounts are
// refused here, members by the services (`account_type_refused`, translated).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function agentRoutes(app: FastifyInstance) {
  const { agentTeam, agentContracts, agentRegistration, agentReports, config } = app.platform;
  const agents = { refuseTrial: true, tags: ['agents'] };

  registerEndpoint(
    app,
    'getAgentConsolidated',
    ({ tenant, repos, account }) => agentContracts.consolidated(tenant, repos, account),
    agents,
  );
  registerEndpoint(
    app,
    'getDividendContract',
    ({ repos, account }) => agentContracts.contracts(repos, account, 'dividend'),
    agents,
  );
  registerEndpoint(
    app,
    'processDividendContract',
    ({ repos, account, payload }) => agentContracts.act(repos, account, 'dividend', payload),
    agents,
  );
  registerEndpoint(
    app,
    'getDailySalaryContract',
    ({ repos, account }) => agentContracts.contracts(repos, account, 'daily'),
    agents,
  );
  registerEndpoint(
    app,
    'processDailySalaryContract',
    ({ repos, account, payload }) => agentContracts.act(repos, account, 'daily', payload),
    agents,
  );
  registerEndpoint(
    app,
    'getHourlySalaryContract',
    ({ repos, account }) => agentContracts.contracts(repos, account, 'hourly'),
    agents,
  );
  registerEndpoint(
    app,
    'processHourlySalaryContract',
    ({ repos, account, payload }) => agentContracts.act(repos, account, 'hourly', payload),
    agents,
  );
  registerEndpoint(
    app,
    'getRealtimeSalaryContract',
    ({ repos, account }) => agentContracts.contracts(repos, account, 'realtime'),
    agents,
  );
  registerEndpoint(
    app,
    'processRealtimeSalaryContract',
    ({ repos, account, payload }) => agentContracts.act(repos, account, 'realtime', payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentTeamOverview',
    ({ repos, account, payload }) => agentTeam.overview(repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentTeamMembers',
    ({ repos, account, payload }) => agentTeam.members(repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'registerDownline',
    ({ tenant, repos, account, payload }) => agentRegistration.register(tenant, repos, account, payload),
    { ...agents, rateLimit: config.rateLimits.register },
  );
  registerEndpoint(
    app,
    'getAgentTeamBetting',
    ({ tenant, repos, account, payload }) => agentReports.teamBetting.report(tenant, repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentMemberProfitLoss',
    ({ repos, account, payload }) => agentReports.memberProfitLoss.report(repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentIncome',
    ({ tenant, repos, account, payload }) => agentReports.income.report(tenant, repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentTeamTransactions',
    ({ repos, account, payload }) => agentReports.transactions.report(repos, account, payload),
    agents,
  );
  registerEndpoint(
    app,
    'getAgentSettlements',
    ({ repos, account, payload }) => agentReports.settlements.report(repos, account, payload),
    agents,
  );
}

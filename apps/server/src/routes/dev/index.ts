// Development-only routes (absent in production): GET /dev/outbox lists, newest first, every SMS,
// e-mail and captcha answer the development providers "sent". Filters: ?merchant=&recipient=&channel=&limit=.
// PUT /dev/maintenance switches a tenant's maintenance (with an announced end) so the maintenance
// page can be seen and tested; production operators do this in their own tooling.
// PUT /dev/modules switches module flags of a tenant (e.g. LOGINIPVERF3, so the new-device check
// can be tested end to end); the tenant's tenant.json still names the flags at the next seed.
// POST /dev/credit (development mode only, never demo) puts money on an account's main wallet,
// through the ledger like any other credit, so a test can fund a fresh account instead of spending
// a shared demo account's balance.
// POST /dev/agent-settlement (development mode only) runs one agent-settlement pass as if the clock
// were `at` (one tenant, or all): the service the `agent-settlement` job runs, with that `now`, so a
// test settles a real-time salary period without waiting five minutes. Exactly once holds as for the
// job (the watermark's conditional move), so it is safe beside the job's own timer.
//
// The gate: every /dev request must carry the instance's dev key (secrets.ts: resolveCredentials;
// `X-Dev-Key: <key>` or `?key=<key>`, the link the instance prints at start), compared in constant
// time, and come from a loopback peer without X-Forwarded-For / Forwarded. The key is what holds:
// a tunnel or TLS terminator on the same host connects from loopback and need not add a header,
// so the peer proves nothing; but it only relays what its client sends, and no client elsewhere
// has the key (it is random per instance, shown to the person at this machine and kept in the 0600
// secrets file). Without both, every /dev path is 404, as if it did not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, MODULE_IDS, WALLET_IDS } from '@portal/contracts';
import { z } from 'zod';
import { fromThisMachine } from '../../lib/proxy-trust';
import { sendError } from '../../plugins/app/errors';
import { listOutbox, tenantRepositories } from '../../repositories/index';
import { AgentSettlementService } from '../../services/agents/agent-settlement';

/** The header that carries the dev key (or the `key` query parameter, for a link). */
export const DEV_KEY_HEADER = 'x-dev-key';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The request names the instance's dev key (header first, else `?key=`). */
function carriesDevKey(request: FastifyRequest, devKey: string | null): boolean {
  const header = request.headers[DEV_KEY_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.key;
  const given = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  return devKey !== null && given !== undefined && given !== '' && timingSafeEqual(digest(given), digest(devKey));
}

const querySchema = z.strictObject({
  /** The dev key, when it comes in the link rather than the header. */
  key: z.string().max(256).optional(),
  merchant: z.string().max(16).optional(),
  recipient: z.string().max(254).optional(),
  channel: z.enum(['sms', 'email', 'captcha']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const maintenanceSchema = z.strictObject({
  merchant: z.string().min(1).max(16),
  on: z.boolean(),
  /** Announced end, epoch ms. */
  endTime: z.number().int().positive().nullable().optional(),
});

const modulesSchema = z.strictObject({
  merchant: z.string().min(1).max(16),
  flags: z.partialRecord(z.enum(MODULE_IDS), z.boolean()),
});

const creditSchema = z.strictObject({
  merchant: z.string().min(1).max(16),
  username: z.string().min(1).max(64),
  /** Minor units, at most 1,000,000.00. */
  amountMinor: z.number().int().positive().max(100_000_000),
});

const agentSettlementSchema = z.strictObject({
  /** One tenant; all when absent. */
  merchant: z.string().min(1).max(16).optional(),
  /** The clock the pass runs at, epoch ms: periods that ended by then are settled. */
  at: z.number().int().positive(),
});

const messageSchema = z.object({
  id: z.number(),
  merchantCode: z.string(),
  channel: z.string(),
  recipient: z.string(),
  code: z.string().nullable(),
  text: z.string(),
  createdAt: z.number(),
});

export default async function devRoutes(app: FastifyInstance) {
  const { credentials, config } = app.platform;
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request) || !carriesDevKey(request, credentials.devKey)) {
      return sendError(reply, request, 'not_found');
    }
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent by the development providers',
        querystring: querySchema,
        response: { 200: z.object({ success: z.literal(true), value: z.array(messageSchema) }) },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.platform.db, request.query);
      return {
        success: true as const,
        value: rows.map(({ id, merchant_code, channel, recipient, code, text, created_at }) => ({
          id,
          merchantCode: merchant_code,
          channel,
          recipient,
          code,
          text,
          createdAt: created_at,
        })),
      };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/maintenance',
    {
      schema: {
        tags: ['development'],
        summary: "Switch a tenant's maintenance on or off",
        body: maintenanceSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            value: z.object({
              merchant: z.string(),
              maintenance: z.boolean(),
              maintenanceEndTime: z.number().nullable(),
            }),
          }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { merchant, on, endTime = null } = request.body;
      if (!(await app.platform.tenants.byMerchantCode(merchant))) {
        return reply.code(404).send({
          success: false,
          value: null,
          errorCode: 'merchant_unknown',
          message: `No tenant with merchant code ${merchant}.`,
        });
      }
      await app.platform.tenants.setMaintenance(merchant, on, on ? endTime : null);
      return { success: true as const, value: { merchant, maintenance: on, maintenanceEndTime: on ? endTime : null } };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/modules',
    {
      schema: {
        tags: ['development'],
        summary: "Switch module flags of a tenant (the new-device check's LOGINIPVERF3, for tests)",
        body: modulesSchema,
        response: {
          200: z.object({ success: z.literal(true), value: z.object({ merchant: z.string() }) }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { merchant, flags } = request.body;
      if (!(await app.platform.tenants.byMerchantCode(merchant))) {
        return reply.code(404).send({
          success: false,
          value: null,
          errorCode: 'merchant_unknown',
          message: `No tenant with merchant code ${merchant}.`,
        });
      }
      await app.platform.tenants.setModules(merchant, flags);
      return { success: true as const, value: { merchant } };
    },
  );

  // Money is minted only where nothing is real: development, never demo.
  if (config.mode !== 'development') return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/credit',
    {
      schema: {
        tags: ['development'],
        summary: "Credit money to an account's main wallet (through the ledger; development mode only)",
        body: creditSchema,
        response: {
          200: z.object({ success: z.literal(true), value: z.object({ balanceMinor: z.number() }) }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { merchant, username, amountMinor } = request.body;
      const tenant = await app.platform.tenants.byMerchantCode(merchant);
      const repos = tenantRepositories(app.platform.db, merchant);
      const account = tenant ? await repos.accounts.findByUsername(username) : undefined;
      if (!tenant || !account)
        return reply.code(404).send({
          success: false,
          value: null,
          errorCode: 'not_found',
          message: `No account ${username} in ${merchant}.`,
        });
      const now = app.platform.clock.now();
      const balanceMinor = await repos.transaction(async (trx) => {
        await trx.wallets.open(account.id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        return trx.wallets.post({
          accountId: account.id,
          walletId: WALLET_IDS.MAIN,
          amountMinor,
          kind: 'dev_credit',
          reference: null,
          now,
        });
      });
      return { success: true as const, value: { balanceMinor } };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/agent-settlement',
    {
      schema: {
        tags: ['development'],
        summary: 'Run one agent-settlement pass as if the clock were `at` (development mode only)',
        body: agentSettlementSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            value: z.object({ settled: z.number(), paid: z.number(), paidMinor: z.number() }),
          }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { merchant, at } = request.body;
      const one = merchant ? await app.platform.tenants.byMerchantCode(merchant) : null;
      const tenants = merchant ? (one ? [one] : []) : await app.platform.tenants.all();
      if (merchant && tenants.length === 0)
        return reply.code(404).send({
          success: false,
          value: null,
          errorCode: 'merchant_unknown',
          message: `No tenant with merchant code ${merchant}.`,
        });
      const settlement = new AgentSettlementService();
      const total = { settled: 0, paid: 0, paidMinor: 0 };
      for (const tenant of tenants) {
        const run = await settlement.run(tenant, tenantRepositories(app.platform.db, tenant.merchantCode), at);
        total.settled += run.settled;
        total.paid += run.paid;
        total.paidMinor += run.paidMinor;
      }
      return { success: true as const, value: total };
    },
  );
}

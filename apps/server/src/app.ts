// buildApp(options): the platform server as a Fastify instance, ready to listen or to be called
// with app.inject in tests. Opens (and migrates) the database, seeds the tenants, then registers
// the framework plugins (plugins/external), ours (plugins/app), the API routes and the portal pages.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { HEADERS } from '@portal/contracts';
import type { AppConfig } from './config';
import { openDatabase, withSeedLock } from './db/connect';
import { systemClock, type Clock } from './lib/clock';
import { PasswordHasher } from './lib/passwords';
import { assemblePlatform } from './platform';
import bodyParsers from './plugins/external/body-parsers';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import websocket from './plugins/external/websocket';
import errors, { protocolErrorResponse } from './plugins/app/errors';
import health from './plugins/app/health';
import backofficePages from './plugins/app/backoffice-pages';
import storybookPages from './plugins/app/storybook-pages';
import portalPages from './plugins/app/portal-pages';
import operatorSessionRoutes from './routes/operator/session';
import operatorStaffRoutes from './routes/operator/staff';
import operatorApprovalRoutes from './routes/operator/approvals';
import { tenantRepositories } from './repositories/index';
import { DEMO_STAFF } from './services/operator/staff-service';
import devRoutes from './routes/dev/index';
import gamesRoutes from './routes/games/index';
import inhouseRoutes from './routes/inhouse/index';
import lotteryRoutes from './routes/lottery/index';
import memberRoutes from './routes/member/index';
import moneyRoutes from './routes/money/index';
import operatorWithdrawalRoutes from './routes/operator/withdrawals';
import paymentRoutes from './routes/payments/index';
import memberCentreRoutes from './routes/member-centre/index';
import operatorMemberCentreRoutes from './routes/operator/member-centre';
import operatorPointsRoutes from './routes/operator/points';
import operatorContentRoutes from './routes/operator/content';
import operatorCampaignContentRoutes from './routes/operator/campaign-content';
import pointsRoutes from './routes/points/index';
import operatorPromotionRoutes from './routes/operator/promotions';
import promotionRoutes from './routes/promotions/index';
import missionsRoutes from './routes/missions/index';
import agentRoutes from './routes/agents/index';
import responsibleGamingRoutes from './routes/responsible-gaming/index';
import sessionRoutes from './routes/session/index';
import secondFactorRoutes from './routes/second-factor/index';
import socialSignInRoutes from './routes/social-sign-in/index';
import passkeyRoutes from './routes/passkeys/index';
import systemRoutes from './routes/system/index';
import verificationRoutes from './routes/verification/index';
import demoPhoneProviderRoutes from './routes/phone-verification/demo-provider';
import supportRoutes from './routes/support/index';
import operatorSupportRoutes from './routes/operator/support';
import { tenantsRepository } from './repositories/index';
import { resolveCredentials, resolveSecrets, type ServerSecrets } from './secrets';
import { OutboxMessageProvider, type MessageProvider } from './services/platform/message-provider';
import type { PaymentProvider } from './services/money/payment-provider';
import { seedDemoCatalogues } from './services/games/demo-catalogue';
import { seedLotteryGames } from './services/lottery/lottery-seed';
import { demoAccountsSeed, seedTenants } from './services/platform/seed';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  /** Injected time (tests move it forward instead of sleeping). */
  clock?: Clock;
  /** SMS / e-mail gateway; the outbox provider by default. */
  messages?: MessageProvider;
  /** Payment gateways besides the demo one (which runs outside production only); see the README, Payments. */
  paymentProviders?: PaymentProvider[];
  /** Already resolved secrets (tests share one key pair across instances). */
  secrets?: ServerSecrets;
  logger?: FastifyServerOptions['logger'];
}

/** 64 KiB is far above any payload of the contract; larger bodies are refused with 413. */
export const BODY_LIMIT = 64 * 1024;

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Never log credentials: tokens, passwords, codes, cookies, encrypted key material. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["x-dev-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.verificationCode',
  '*.captcha',
  '*.token',
  '*.code',
];

export function defaultLogger(config: AppConfig): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const secrets = options.secrets ?? (await resolveSecrets(config));
  const demoAccounts = demoAccountsSeed(config);
  const hasher = new PasswordHasher(config.passwordHashCost);
  // The app's logger exists only later; a broken idle connection before that is not worth a line.
  let log: FastifyInstance['log'] | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    sqliteFile: config.sqliteFile,
    onConnectionError: (error) => log?.warn({ err: error }, 'an idle database connection broke; the pool replaces it'),
    onCheckpointerError: (error) =>
      log?.warn({ err: error }, "SQLite's checkpointing worker failed; the connection checkpoints itself again"),
  });
  let redis: Redis | undefined;
  // The chat bus's subscriber connection, closed too if the start fails after it opened.
  let closeChatBus: (() => Promise<void>) | undefined;
  try {
    const seeded = await withSeedLock(database, config.databaseSchema, async () => {
      const result = await seedTenants(database.db, config.tenantsDir, clock, hasher, {
        demoAccounts,
        demoTeam: config.seedDemoTeam,
      });
      await seedDemoCatalogues(database.db, config.demoSlotGames, clock);
      await seedLotteryGames(database.db, config.lottery, clock);
      return result;
    });
    const merchantCodes = (await tenantsRepository(database.db).all()).map((tenant) => tenant.merchant_code);
    const credentials = resolveCredentials(
      config,
      merchantCodes,
      DEMO_STAFF.map((staff) => staff.username),
    );
    redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2000 })
      : undefined;

    const platform = assemblePlatform({
      config,
      db: database.db,
      dialect: database.dialect,
      clock,
      hasher,
      secrets,
      credentials,
      messages: options.messages ?? new OutboxMessageProvider(database.db, clock),
      paymentProviders: options.paymentProviders ?? [],
      redis,
    });
    // A newcomer sees past draws from the first minute (the draws job draws these issues).
    for (const merchantCode of merchantCodes)
      await platform.lottery.seedHistory(
        tenantRepositories(database.db, merchantCode),
        clock.now(),
        config.lottery.historyIssues,
      );
    // Demo and development: each tenant's demo staff, with this instance's generated passwords.
    for (const [merchantCode, passwords] of Object.entries(credentials.staffPasswords))
      await platform.staff.ensureDemoStaff(tenantRepositories(database.db, merchantCode), passwords);
    const app = Fastify({
      logger: options.logger === undefined ? defaultLogger(config) : options.logger,
      bodyLimit: BODY_LIMIT,
      // request.ip believes X-Forwarded-For only as far as the configured proxies (never every hop).
      trustProxy: config.trustProxy === false ? false : platform.proxyTrust,
      // Errors of the HTTP parser (oversized headers, a broken Content-Length) come before any
      // route: answer them with the envelope too.
      clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
        if (socket.writable) socket.end(protocolErrorResponse(error));
        else socket.destroy(error);
      },
      // genReqId reads X-Request-Id itself, accepting only a sane value (Fastify would take any).
      requestIdHeader: false,
      genReqId: (req) => {
        const incoming = req.headers['x-request-id'];
        return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      },
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
      return503OnClosing: true,
    });
    log = app.log;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    app.decorate('platform', platform);
    app.decorateRequest('tenant', null);
    app.decorateRequest('repos', null);
    app.decorateRequest('auth', null);
    app.decorateRequest('gameSession', null);
    app.decorateRequest('staff', null);
    app.addHook('onSend', async (request, reply) => {
      reply.header(HEADERS.requestId, request.id);
    });
    app.addHook('onClose', async () => {
      await platform.chatBus.close();
      await database.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    });

    await app.register(errors);
    await app.register(helmet);
    await app.register(compress);
    await app.register(bodyParsers);
    await app.register(rateLimit, { redis });
    closeChatBus = () => platform.chatBus.close();
    await platform.chatBus.start(app.log);
    await app.register(websocket);
    await app.register(health, { db: database.db });
    if (config.mode !== 'production') await app.register(swagger);

    await app.register(sessionRoutes);
    await app.register(secondFactorRoutes);
    await app.register(socialSignInRoutes);
    await app.register(passkeyRoutes);
    await app.register(verificationRoutes);
    await app.register(memberRoutes);
    await app.register(systemRoutes);
    await app.register(inhouseRoutes);
    await app.register(gamesRoutes);
    await app.register(lotteryRoutes);
    await app.register(moneyRoutes);
    await app.register(paymentRoutes);
    await app.register(operatorSessionRoutes);
    await app.register(operatorStaffRoutes);
    await app.register(operatorApprovalRoutes);
    await app.register(operatorWithdrawalRoutes);
    await app.register(memberCentreRoutes);
    await app.register(pointsRoutes);
    await app.register(missionsRoutes);
    await app.register(agentRoutes);
    await app.register(responsibleGamingRoutes);
    await app.register(operatorPointsRoutes);
    await app.register(promotionRoutes);
    await app.register(operatorPromotionRoutes);
    await app.register(operatorMemberCentreRoutes);
    await app.register(operatorContentRoutes);
    await app.register(operatorCampaignContentRoutes);
    await app.register(supportRoutes);
    await app.register(operatorSupportRoutes);
    if (config.mode !== 'production') await app.register(devRoutes);
    const demoPhoneProvider = app.platform.demoPhoneProvider;
    if (demoPhoneProvider) await app.register(demoPhoneProviderRoutes, { provider: demoPhoneProvider });
    await app.register(backofficePages);
    // The static Storybook, for designers: demo and development only.
    if (config.mode !== 'production') await app.register(storybookPages);
    await app.register(portalPages);

    // The clocked jobs (src/jobs): every instance ticks (a job's lease lets one do the leased
    // work); the timers stop before the database closes. Tests switch the timers off and call
    // tick with their clock.
    const clocked = [
      { job: platform.lotteryDraws, timer: config.lottery },
      { job: platform.moneyJobs, timer: config.money },
      { job: platform.pointsAccrual, timer: config.points },
      { job: platform.promotionSettlement, timer: config.promotions },
      { job: platform.missionPeriods, timer: config.missions },
      { job: platform.agentSettlement, timer: config.agentSettlement },
    ];
    for (const { job, timer } of clocked) {
      app.addHook('preClose', () => job.stop());
      if (timer.timer) job.start(timer.tickMs, app.log);
    }
    // The seed wrote agent01's demo contracts accepted weeks ago: the settlement job settles their
    // finished periods now (not a minute later at its first tick), so the records are there at once.
    if (seeded.agentTeamContracts.length > 0)
      await platform.agentSettlement.tick().catch((error: unknown) => {
        app.log.warn({ err: error }, 'the first settlement of the demo contracts failed; the job retries');
      });

    if (config.mode === 'production' && platform.messages.name === 'outbox') {
      app.log.warn('No SMS / e-mail gateway is configured: messages are only written to the outbox table.');
    }
    return app;
  } catch (error) {
    await closeChatBus?.().catch(() => undefined);
    await database.close();
    redis?.disconnect();
    throw error;
  }
}

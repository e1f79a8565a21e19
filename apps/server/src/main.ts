// Starts the platform: configuration from the environment, buildApp, listen; closes gracefully on
// SIGINT/SIGTERM (in-flight requests finish, then the database and Redis close). SIGTERM — what an
// orchestrator or a rolling restart sends — drains first: /readyz answers 503 for DRAIN_SECONDS
// while requests are still served, so the load balancer stops sending before the instance stops.
// SIGINT (Ctrl-C at a terminal) closes at once.
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { drainAndClose } from './plugins/app/health';
import { startupNotes } from './secrets';
import { TenantFolderError } from './services/platform/seed';
import { startDemoOidcProvider } from './services/social-sign-in/demo-oidc-provider';
import type { LocalOidcProvider } from './services/social-sign-in/local-oidc-provider';

async function main(): Promise<void> {
  let app: FastifyInstance | undefined;
  let demoOidc: LocalOidcProvider | null = null;
  try {
    const config = loadConfig();
    app = await buildApp({ config });
    const drainMs = config.drainSeconds * 1000;
    closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
      if (!app) return;
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info({ signal, drainSeconds: signal === 'SIGTERM' ? config.drainSeconds : 0 }, 'closing');
      await drainAndClose(app, signal === 'SIGTERM' ? drainMs : 0);
      await demoOidc?.close();
    });
    await app.listen({ port: config.port, host: config.host });
    // The demo brands' social sign-in buttons sign in at a local provider (never in production).
    demoOidc = await startDemoOidcProvider(config, app.log);
    app.log.info(
      `Platform (${config.mode}) on http://localhost:${config.port} — tenants by host: http://<brand>.localhost:${config.port}; database: ${config.databaseUrl ? 'PostgreSQL' : config.sqliteFile}${config.redisUrl ? ', Redis' : ''}`,
    );
    // The instance's generated credentials, for the person who started it.
    for (const { level, message } of startupNotes(config, app.platform.credentials)) app.log[level](message);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TenantFolderError) {
      console.error(`\nThe platform cannot start: ${error.message}\n`);
    } else {
      console.error(error);
    }
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();

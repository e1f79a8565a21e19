// The demo's social sign-in provider: the local oidc-provider on 127.0.0.1:DEMO_OIDC_PORT with the
// clients the demo brands name in tenants/<brand>/tenant.json (`socialSignIn.providers` whose issuer
// is this address), so the buttons work on a fresh checkout. Sign in there as any login, e.g.
// `demo.social@example.com`. Not started in production, nor when the port is taken (a second
// instance on this machine: the first one's provider serves both).
import type { FastifyBaseLogger } from 'fastify';
import { tenantConfigSchema } from '@portal/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { startLocalOidcProvider, type LocalOidcClient, type LocalOidcProvider } from './local-oidc-provider';

export const DEMO_OIDC_HOST = '127.0.0.1';

/** The demo clients: every provider of every brand folder whose issuer is the demo provider's. */
function demoClients(config: AppConfig): LocalOidcClient[] {
  const issuer = `http://${DEMO_OIDC_HOST}:${config.demoOidcPort}`;
  const clients = new Map<string, LocalOidcClient>();
  for (const folder of readdirSync(config.tenantsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(config.tenantsDir, folder.name, 'tenant.json'), 'utf8'));
    } catch {
      continue;
    }
    const parsed = tenantConfigSchema.safeParse(raw);
    if (!parsed.success) continue;
    for (const p of parsed.data.socialSignIn?.providers ?? []) {
      if (p.issuer.replace(/\/$/, '') !== issuer || !p.demoClientSecret) continue;
      clients.set(p.clientId, { clientId: p.clientId, clientSecret: p.demoClientSecret });
    }
  }
  return [...clients.values()];
}

export async function startDemoOidcProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<LocalOidcProvider | null> {
  if (config.mode === 'production' || config.demoOidcPort === 0) return null;
  const clients = demoClients(config);
  if (clients.length === 0) return null;
  try {
    const provider = await startLocalOidcProvider({ port: config.demoOidcPort, host: DEMO_OIDC_HOST, clients });
    log.info(
      `Demo OpenID Connect provider on ${provider.issuer} (social sign-in: any login, e.g. demo.social@example.com)`,
    );
    return provider;
  } catch (error) {
    log.warn({ err: error }, `The demo OpenID Connect provider did not start on port ${config.demoOidcPort}`);
    return null;
  }
}

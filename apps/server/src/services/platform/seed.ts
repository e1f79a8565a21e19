// First-start seed, per tenant folder in TENANTS_DIR (idempotent: what exists is left alone):
// the tenant row (configuration, module flags, registration rules), help-centre articles,
// announcements, promotions, missions (the brand file's rows updated on every start; rows staff
// wrote or withdrew left alone), and the demo accounts with balances posted through the ledger.
// What staff change through the content role survives: announcements, help articles and promotions
// are inserted only when missing (a withdrawn row is still there, so it stays withdrawn).
//   member01 / demo1234  member (VIP 1, upline agent01)
//   agent01  / demo1234  agent (type 1, affiliate code AGENT01)
//   reset01  / 123456    member whose default password forces a change at login
// and agent01's demo team (seed-agent-team.ts: sub-agents subagent01, subagent02, subagent11 and
// members player01–06, 11–15, 21–24, 31–34, every one with demo1234; bets of the last 30 days,
// ledger rows, contracts), when `demoTeam` asks (demo and development: SEED_DEMO_TEAM, on unless 0).
// Each of the three demo accounts gets two welcome platform messages in the tenant's default
// language (the team's accounts none). Demo and test databases get the same seed (the test harness
// leaves out the team unless a test asks for it); a production database gets no demo accounts
// unless the configuration asks for them (seedDemoAccounts, SEED_DEMO_ACCOUNTS=1), and then none of the
// published passwords and no money: every one gets SEED_DEMO_PASSWORD (reset01 must change it) and
// an empty wallet (demoAccountsSeed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_TYPES,
  DEFAULT_PASSWORD,
  WALLET_IDS,
  describeTenantProblems,
  tenantAnnouncementsSeedSchema,
  tenantMissionsSeedSchema,
  tenantConfigSchema,
  tenantPromotionsSeedSchema,
  type TenantConfig,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ConfigError, type AppConfig } from '../../config';
import { isUniqueViolation } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import { normaliseMobile } from '../../lib/phone';
import { toMinor } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { tenantRepositories, tenantsRepository, type TenantRepositories } from '../../repositories/index';
import { welcomeMessages } from '../member-centre/welcome-messages';
import { storedDefinition } from '../missions/missions-of-tenant';
import { seedAgentTeam } from './seed-agent-team';

const localised = z.record(z.string(), z.string());
const helpCenterSeedSchema = z.object({
  articles: z.array(
    z.object({
      id: z.string().min(1).max(64),
      category: z.string().min(1).max(64),
      title: localised,
      content: localised,
    }),
  ),
});

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_AFFILIATE_CODE = 'AGENT01';

interface DemoAccount {
  username: string;
  password: string;
  type: number;
  mobile: string;
  balanceMinor: number;
  vipLevel: number;
  affiliateCode?: string;
  upline?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'agent01',
    password: DEMO_PASSWORD,
    type: ACCOUNT_TYPES.AGENT,
    mobile: '912000002',
    balanceMinor: 500_000,
    vipLevel: 3,
    affiliateCode: DEMO_AFFILIATE_CODE,
  },
  {
    username: 'member01',
    password: DEMO_PASSWORD,
    type: ACCOUNT_TYPES.MEMBER,
    mobile: '912000001',
    balanceMinor: 100_000,
    vipLevel: 1,
    upline: 'agent01',
  },
  {
    // A VIP member (rank level 5, above VIP_RANK_LEVEL_ABOVE): served in the VIP chat queue and VIP service.
    username: 'vip01',
    password: DEMO_PASSWORD,
    type: ACCOUNT_TYPES.MEMBER,
    mobile: '912000004',
    balanceMinor: 100_000,
    vipLevel: 5,
  },
  {
    username: 'reset01',
    password: DEFAULT_PASSWORD,
    type: ACCOUNT_TYPES.MEMBER,
    mobile: '912000003',
    balanceMinor: 5_000,
    vipLevel: 0,
  },
];

/** Every language's HTML of one piece of brand content, sanitised. */
const sanitizedTexts = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([language, html]) => [language, sanitizeHtml(html)]));

/**
 * How the demo accounts are seeded, if at all: `published` with the passwords and balances above
 * (demo, development); `rehearsal` in production when SEED_DEMO_ACCOUNTS=1 asks for them — every
 * account with the given password and nothing in its wallet.
 */
export type DemoAccountsSeed = false | { kind: 'published' } | { kind: 'rehearsal'; password: string };

export function demoAccountsSeed(config: AppConfig): DemoAccountsSeed {
  if (!config.seedDemoAccounts) return false;
  if (config.mode !== 'production') return { kind: 'published' };
  const password = config.demoAccountsPassword;
  if (password === undefined || password.length < 16 || DEMO_ACCOUNTS.some((demo) => demo.password === password)) {
    throw new ConfigError('Production seeds the demo accounts only with SEED_DEMO_PASSWORD (16 to 64 characters).');
  }
  return { kind: 'rehearsal', password };
}

export class TenantFolderError extends Error {
  override readonly name = 'TenantFolderError';
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantFolderError(`${file}: ${(error as Error).message}`);
  }
}

function parseOrThrow<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(readJson(file));
  if (!result.success) throw new TenantFolderError(describeTenantProblems(file, result.error));
  return result.data;
}

/** The tenant folders in a directory (those holding tenant.json), validated. */
export function readTenantFolders(tenantsDir: string): { dir: string; config: TenantConfig }[] {
  if (!existsSync(tenantsDir)) throw new TenantFolderError(`TENANTS_DIR ${tenantsDir} does not exist`);
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => ({
      dir: join(tenantsDir, d.name),
      config: parseOrThrow(tenantConfigSchema, join(tenantsDir, d.name, 'tenant.json')),
    }));
}

/** Account numbers carry the tenant's default dialing code. */
function defaultDialingCode(config: TenantConfig): string {
  return (
    config.countries.find((c) => c.countryCode === config.defaultCountryCode)?.countryDialingCode ??
    config.countries[0]!.countryDialingCode
  );
}

async function seedAccounts(
  repos: TenantRepositories,
  config: TenantConfig,
  now: number,
  hashOf: (password: string) => Promise<string>,
  seed: Exclude<DemoAccountsSeed, false>,
): Promise<void> {
  const rehearsal = seed.kind === 'rehearsal';
  for (const demo of DEMO_ACCOUNTS) {
    if (await repos.accounts.findByUsername(demo.username)) continue;
    const password = rehearsal ? seed.password : demo.password;
    const passwordHash = await hashOf(password);
    // reset01 exists to show the forced change: in a rehearsal its password is no default one, so say so.
    const mustChange = rehearsal && demo.password === DEFAULT_PASSWORD ? 1 : 0;
    const balanceMinor = rehearsal ? 0 : demo.balanceMinor;
    // Another instance seeding the same database at the same moment may win the race: fine.
    await repos
      .transaction(async (trx) => {
        const upline = demo.upline ? await trx.accounts.findByUsername(demo.upline) : undefined;
        const id = await trx.accounts.insert({
          username: demo.username,
          username_key: demo.username,
          nickname: demo.username,
          type: demo.type,
          status: 'active',
          password_hash: passwordHash,
          password_changed_at: now,
          must_change_password: mustChange,
          mobile_dialing_code: defaultDialingCode(config),
          mobile_number: normaliseMobile(defaultDialingCode(config), demo.mobile)?.e164 ?? null,
          email: `${demo.username}@${config.id}.example`,
          profile_json: '{}',
          affiliate_code: demo.affiliateCode ?? null,
          upline_id: upline?.id ?? null,
          language: config.defaultLanguage,
          vip_level: demo.vipLevel,
          created_at: now,
        });
        await trx.wallets.open(id, WALLET_IDS.MAIN, config.currency.code, now);
        if (balanceMinor > 0) {
          const seedCredit = { accountId: id, walletId: WALLET_IDS.MAIN, amountMinor: balanceMinor, now };
          await trx.wallets.post({ ...seedCredit, kind: 'demo_seed', reference: 'seed' });
        }
        // Two welcome messages in the account's language, so the inbox and its unread count show something.
        for (const message of welcomeMessages(config.defaultLanguage, config.brandName)) {
          await trx.platformMessages.insert({
            accountId: id,
            title: message.title,
            content: sanitizeHtml(message.html),
            now,
          });
        }
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
}

export interface SeedResult {
  tenants: string[];
  /** Merchant codes where agent01's demo contracts were written now (their past periods are the settlement job's to settle). */
  agentTeamContracts: string[];
}

/** agent01's demo team (published demo accounts only: a rehearsal's accounts have no money to play with). */
async function seedDemoTeam(
  repos: TenantRepositories,
  config: TenantConfig,
  now: number,
  hashOf: (password: string) => Promise<string>,
): Promise<boolean> {
  const { contracts } = await seedAgentTeam(repos, {
    merchantCode: config.merchantCode,
    currency: config.currency.code,
    modules: config.modules,
    accountDefaults: (username) => ({
      username_key: username,
      nickname: username,
      status: 'active',
      must_change_password: 0,
      mobile_dialing_code: defaultDialingCode(config),
      mobile_number: null,
      email: `${username}@${config.id}.example`,
      profile_json: '{}',
      language: config.defaultLanguage,
      vip_level: 0,
    }),
    passwordHash: await hashOf(DEMO_PASSWORD),
    now,
  });
  return contracts > 0;
}

export async function seedTenants(
  db: Kysely<Database>,
  tenantsDir: string,
  clock: Clock,
  hasher: PasswordHasher,
  {
    demoAccounts = { kind: 'published' },
    demoTeam = false,
  }: {
    demoAccounts?: DemoAccountsSeed;
    /** agent01's demo team (seed-agent-team.ts), with the published demo accounts only. */
    demoTeam?: boolean;
  } = {},
): Promise<SeedResult> {
  const folders = readTenantFolders(tenantsDir);
  if (!folders.length) throw new TenantFolderError(`No tenant folder (with tenant.json) in ${tenantsDir}`);
  const now = clock.now();
  // Each demo password hashed once for every tenant and account that has it.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hasher.hash(password));
    return hashes.get(password)!;
  };
  const agentTeamContracts: string[] = [];
  for (const { dir, config } of folders) {
    await tenantsRepository(db).insertIfMissing({
      merchant_code: config.merchantCode,
      tenant_id: config.id,
      brand_name: config.brandName,
      config_json: JSON.stringify(config),
      modules_json: JSON.stringify(config.modules),
      registration_json: JSON.stringify(config.registration.fields),
      maintenance: 0,
      maintenance_end_time: null,
      created_at: now,
      updated_at: now,
    });
    const repos = tenantRepositories(db, config.merchantCode);
    const helpFile = join(dir, 'seed', 'help-center.json');
    if (existsSync(helpFile)) {
      const { articles } = parseOrThrow(helpCenterSeedSchema, helpFile);
      // Like announcements: sanitised before it is stored and again when it is answered.
      for (const [index, article] of articles.entries())
        await repos.content.upsertHelpArticle({ ...article, content: sanitizedTexts(article.content) }, index);
    }
    const announcementsFile = join(dir, 'seed', 'announcements.json');
    if (existsSync(announcementsFile)) {
      // The brand's HTML is sanitised before it is stored (and again when it is answered).
      const { announcements } = parseOrThrow(tenantAnnouncementsSeedSchema, announcementsFile);
      for (const a of announcements) {
        await repos.content.upsertAnnouncement({
          id: a.id,
          type: a.type,
          title: a.title,
          content: sanitizedTexts(a.content),
          publishedAt: Date.parse(a.publishedAt),
          execution: a.type === 'PU' ? (a.execution ?? 'B') : null,
        });
      }
    }
    const promotionsFile = join(dir, 'seed', 'promotions.json');
    if (existsSync(promotionsFile)) {
      // Like announcements: the HTML is sanitised before it is stored, and again when it is answered.
      const { promotions } = parseOrThrow(tenantPromotionsSeedSchema, promotionsFile);
      for (const [index, p] of promotions.entries()) {
        await repos.promotions.upsert(
          {
            id: p.id,
            category: p.category,
            kind: p.kind,
            title: p.title,
            summary: p.summary,
            content: sanitizedTexts(p.content),
            startsAt: Date.parse(p.startsAt),
            endsAt: p.endsAt === undefined ? null : Date.parse(p.endsAt),
            turnoverMinor: p.turnover === undefined ? null : toMinor(p.turnover),
            rewardMinor: p.rewardAmount === undefined ? null : toMinor(p.rewardAmount),
            prizes: p.prizes?.map((prize) => ({ amountMinor: toMinor(prize.amount), weight: prize.weight })) ?? null,
          },
          index,
        );
      }
    }
    const missionsFile = join(dir, 'seed', 'missions.json');
    if (existsSync(missionsFile)) {
      // The brand's file is the source of its own rows: they are updated, added and removed as it
      // says; a mission staff created, edited or withdrew (`source` staff) is left alone.
      const seed = parseOrThrow(tenantMissionsSeedSchema, missionsFile);
      await repos.missions.replaceDefinitions(
        seed.missions.map((mission) => ({ id: mission.id, definitionJson: storedDefinition(seed, mission) })),
        now,
      );
    }
    if (demoAccounts) await seedAccounts(repos, config, now, hashOf, demoAccounts);
    // A rehearsal's demo accounts have no money: no team for them.
    const withTeam = demoTeam && demoAccounts && demoAccounts.kind === 'published';
    if (withTeam && (await seedDemoTeam(repos, config, now, hashOf))) agentTeamContracts.push(config.merchantCode);
  }
  return { tenants: folders.map((f) => f.config.id), agentTeamContracts };
}

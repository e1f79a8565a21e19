// The content role's work on the brand's promotions and missions (routes/operator/campaign-content.ts).
// A request is the brand file's own entry (contracts tenantPromotionSchema / tenantMissionSchema),
// in exactly the brand's languages; a promotion's HTML is sanitised before it is stored, as the seed
// does. Each change is one transaction with its audit row (before and after as JSON).
//
// Rules that keep members' activities and the seed right:
// - Promotions: the seed inserts only missing rows, so an edit survives a restart; a withdrawal
//   sets `withdrawn_at` (the seed does not bring it back, the portal no longer lists, shows or joins
//   it). A promotion's kind cannot change once members have activities of it (promotion_kind_locked),
//   and one that members still wait on (joined or applying) cannot be withdrawn
//   (promotion_activities_open): end it, let the settlement job close it, decide the applications.
//   The portal's cached list is dropped after each change, so this instance answers it at once.
// - Missions: a row staff create, edit or withdraw becomes `source` staff and the seed leaves it
//   alone (it updates and removes the brand's rows only); a staff mission takes the brand's zone.
import type {
  OperatorMission,
  OperatorMissionRequest,
  OperatorPromotion,
  OperatorPromotionRequest,
  TenantMission,
  TenantPromotion,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { minorToAmount, toMinor } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { MissionDefinitionRow } from '../../repositories/missions';
import type { PromotionRecord } from '../../repositories/promotions';
import type { TenantRepositories } from '../../repositories/index';
import { readDefinition, storedDefinitionOf } from '../missions/missions-of-tenant';
import type { PromotionsService } from '../promotions/promotions-service';
import type { Tenant } from '../platform/tenant-service';
import { recordDecision, type Actor } from './audit';
import { brandLanguages } from './content-service';

type Texts = Record<string, string>;

/** Every text in exactly the brand's languages (content_languages_mismatch names them). */
function requireBrandLanguages(tenant: Tenant, ...texts: Texts[]): void {
  const languages = tenant.config.languages;
  const matches = (text: Texts) =>
    Object.keys(text).length === languages.length && languages.every((language) => text[language] !== undefined);
  if (!texts.every(matches)) throw new AppError('content_languages_mismatch', { languages });
}

/** HTML per language, sanitised and not left empty (content_html_empty). */
function sanitisedHtml(html: Texts): Texts {
  const clean = Object.fromEntries(Object.entries(html).map(([language, text]) => [language, sanitizeHtml(text)]));
  const empty = Object.keys(clean).filter((language) => clean[language]!.trim() === '');
  if (empty.length) throw new AppError('content_html_empty', { languages: empty });
  return clean;
}

/** A PUT's body names the path's id (the id itself never changes). */
function requireSameId(pathId: string, bodyId: string): void {
  if (pathId !== bodyId) throw new AppError('request_param_err', { field: 'id' });
}

function promotionRecord(tenant: Tenant, body: OperatorPromotionRequest): PromotionRecord {
  requireBrandLanguages(tenant, body.title, body.summary, body.content);
  return {
    id: body.id,
    category: body.category,
    kind: body.kind,
    title: body.title,
    summary: body.summary,
    content: sanitisedHtml(body.content),
    startsAt: Date.parse(body.startsAt),
    endsAt: body.endsAt === undefined ? null : Date.parse(body.endsAt),
    turnoverMinor: body.turnover === undefined ? null : toMinor(body.turnover),
    rewardMinor: body.rewardAmount === undefined ? null : toMinor(body.rewardAmount),
    prizes: body.prizes?.map((prize) => ({ amountMinor: toMinor(prize.amount), weight: prize.weight })) ?? null,
  };
}

/** A stored promotion as the brand's file writes it. */
function promotionEntry(p: PromotionRecord): TenantPromotion {
  return {
    id: p.id,
    category: p.category as TenantPromotion['category'],
    kind: p.kind as TenantPromotion['kind'],
    title: p.title,
    summary: p.summary,
    content: p.content,
    startsAt: new Date(p.startsAt).toISOString(),
    ...(p.endsAt === null ? {} : { endsAt: new Date(p.endsAt).toISOString() }),
    ...(p.turnoverMinor === null ? {} : { turnover: minorToAmount(p.turnoverMinor) }),
    ...(p.rewardMinor === null ? {} : { rewardAmount: minorToAmount(p.rewardMinor) }),
    ...(p.prizes === null
      ? {}
      : { prizes: p.prizes.map((prize) => ({ amount: minorToAmount(prize.amountMinor), weight: prize.weight })) }),
  };
}

function missionView(row: MissionDefinitionRow): OperatorMission {
  return { mission: readDefinition(row.definitionJson).mission, source: row.source };
}

const snapshot = (value: object | undefined) => (value === undefined ? null : JSON.stringify(value));

export class CampaignContentService {
  constructor(
    private readonly clock: Clock,
    private readonly promotions: PromotionsService,
  ) {}

  // --- promotions ---

  async promotionList(tenant: Tenant, repos: TenantRepositories) {
    const list = await repos.promotions.list();
    return {
      languages: brandLanguages(tenant),
      list: await Promise.all(
        list.map(async (p) => ({
          promotion: promotionEntry(p),
          activities: await repos.promotions.activityCount(p.id),
        })),
      ),
    };
  }

  async createPromotion(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    body: OperatorPromotionRequest,
  ): Promise<OperatorPromotion> {
    const now = this.clock.now();
    const record = promotionRecord(tenant, body);
    await repos.transaction(async (trx) => {
      if (await trx.promotions.idTaken(record.id)) throw new AppError('content_id_taken', { id: record.id });
      await trx.promotions.upsert(record, await trx.promotions.nextSortOrder());
      await recordDecision(trx, actor, 'promotion.create', now, { subject: record.id, after: snapshot(record) });
    });
    this.promotions.forget(repos.merchantCode);
    return { promotion: promotionEntry(record), activities: 0 };
  }

  async updatePromotion(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    id: string,
    body: OperatorPromotionRequest,
  ): Promise<OperatorPromotion> {
    requireSameId(id, body.id);
    const now = this.clock.now();
    const after = promotionRecord(tenant, body);
    const answer = await repos.transaction(async (trx) => {
      const before = await trx.promotions.byId(id);
      if (!before) throw new AppError('content_not_found', { id });
      const activities = await trx.promotions.activityCount(id);
      if (activities > 0 && before.kind !== after.kind)
        throw new AppError('promotion_kind_locked', { kind: before.kind, activities });
      if (!(await trx.promotions.update(after))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'promotion.update', now, {
        subject: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return { promotion: promotionEntry(after), activities };
    });
    this.promotions.forget(repos.merchantCode);
    return answer;
  }

  async withdrawPromotion(repos: TenantRepositories, actor: Actor, id: string): Promise<{ id: string }> {
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      const before = await trx.promotions.byId(id);
      if (!before) throw new AppError('content_not_found', { id });
      const waiting = await trx.promotions.activityCount(id, ['joined', 'applying']);
      if (waiting > 0) throw new AppError('promotion_activities_open', { activities: waiting });
      if (!(await trx.promotions.withdraw(id, now))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'promotion.withdraw', now, {
        subject: id,
        before: snapshot(before),
        after: 'withdrawn',
      });
    });
    this.promotions.forget(repos.merchantCode);
    return { id };
  }

  // --- missions ---

  async missionList(tenant: Tenant, repos: TenantRepositories) {
    return { languages: brandLanguages(tenant), list: (await repos.missions.definitions()).map(missionView) };
  }

  async createMission(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    body: OperatorMissionRequest,
  ): Promise<OperatorMission> {
    requireBrandLanguages(tenant, body.title, body.description);
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      if (await trx.missions.idTaken(body.id)) throw new AppError('content_id_taken', { id: body.id });
      const row = await trx.missions.insertByStaff(
        body.id,
        storedDefinitionOf(body, tenant.config.utcOffsetMinutes ?? 0),
        now,
      );
      await recordDecision(trx, actor, 'mission.create', now, { subject: body.id, after: snapshot(body) });
      return missionView(row);
    });
  }

  async updateMission(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    id: string,
    body: OperatorMissionRequest,
  ): Promise<OperatorMission> {
    requireSameId(id, body.id);
    requireBrandLanguages(tenant, body.title, body.description);
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const before = await trx.missions.definition(id);
      if (!before) throw new AppError('content_not_found', { id });
      const stored = readDefinition(before.definitionJson);
      const definitionJson = storedDefinitionOf(body, stored.utcOffsetMinutes);
      if (!(await trx.missions.updateByStaff(id, definitionJson, now))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'mission.update', now, {
        subject: id,
        before: snapshot(stored.mission),
        after: snapshot(body),
      });
      return missionView({ ...before, definitionJson, source: 'staff' });
    });
  }

  async withdrawMission(repos: TenantRepositories, actor: Actor, id: string): Promise<{ id: string }> {
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const before = await trx.missions.definition(id);
      if (!before || !(await trx.missions.withdrawByStaff(id, now))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'mission.withdraw', now, {
        subject: id,
        before: snapshot(readDefinition(before.definitionJson).mission as TenantMission),
        after: 'withdrawn',
      });
      return { id };
    });
  }
}

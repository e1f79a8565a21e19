// The content role's work on the brand's announcements and help-centre articles (routes/operator/
// content.ts). The same rules as the brand folder's seed: every language of the brand for the title
// and the content (no other), HTML sanitised before it is stored (lib/sanitize-html.ts), a popup's
// execution default B. Each change is one transaction with its audit row (before and after as JSON);
// a deletion withdraws the row so the next start's seed does not bring it back. The portal's calls
// read the table on every request (no cache), so they answer a change at once.
import { randomBytes } from 'node:crypto';
import type {
  OperatorAnnouncement,
  OperatorAnnouncementRequest,
  OperatorHelpArticle,
  OperatorHelpArticleRequest,
  PopupExecution,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { AnnouncementRecord, HelpArticleRecord, LocalisedText } from '../../repositories/content';
import type { TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../platform/tenant-service';
import { recordDecision, type Actor } from './audit';

/** Title and content in exactly the brand's languages, the content sanitised and not left empty. */
function localised(tenant: Tenant, body: { title: LocalisedText; content: LocalisedText }) {
  const languages = tenant.config.languages;
  const matches = (text: LocalisedText) =>
    Object.keys(text).length === languages.length && languages.every((language) => text[language] !== undefined);
  if (!matches(body.title) || !matches(body.content)) throw new AppError('content_languages_mismatch', { languages });
  const content = Object.fromEntries(languages.map((language) => [language, sanitizeHtml(body.content[language]!)]));
  const empty = languages.filter((language) => content[language]!.trim() === '');
  if (empty.length) throw new AppError('content_html_empty', { languages: empty });
  return { title: Object.fromEntries(languages.map((language) => [language, body.title[language]!.trim()])), content };
}

/** The brand's languages, its default first (the order the back office's form shows them in). */
export function brandLanguages(tenant: Tenant): string[] {
  const { languages, defaultLanguage } = tenant.config;
  return [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)];
}

/** A new staff-written id: `op-` and 12 hex digits (seed ids are the brand's slugs). */
function newContentId(): string {
  return `op-${randomBytes(6).toString('hex')}`;
}

function announcementView(a: AnnouncementRecord): OperatorAnnouncement {
  return {
    id: a.id,
    type: a.type,
    execution: (a.execution as PopupExecution | null) ?? null,
    title: a.title,
    content: a.content,
    publishedAt: a.publishedAt,
  };
}

function helpArticleView(a: HelpArticleRecord): OperatorHelpArticle {
  return { id: a.id, category: a.category, title: a.title, content: a.content, sortOrder: a.sortOrder };
}

/** The audit row's before / after: the record as JSON (null when there was none, or is none). */
const snapshot = (value: object | undefined) => (value === undefined ? null : JSON.stringify(value));

export class ContentService {
  constructor(private readonly clock: Clock) {}

  async announcements(tenant: Tenant, repos: TenantRepositories) {
    return { languages: brandLanguages(tenant), list: (await repos.content.announcements()).map(announcementView) };
  }

  async createAnnouncement(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    body: OperatorAnnouncementRequest,
  ): Promise<OperatorAnnouncement> {
    const now = this.clock.now();
    const record: AnnouncementRecord = {
      id: newContentId(),
      type: body.type,
      execution: body.type === 'PU' ? (body.execution ?? 'B') : null,
      publishedAt: now,
      ...localised(tenant, body),
    };
    await repos.transaction(async (trx) => {
      await trx.content.upsertAnnouncement(record);
      await recordDecision(trx, actor, 'announcement.create', now, { subject: record.id, after: snapshot(record) });
    });
    return announcementView(record);
  }

  async updateAnnouncement(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    id: string,
    body: OperatorAnnouncementRequest,
  ): Promise<OperatorAnnouncement> {
    const now = this.clock.now();
    const text = localised(tenant, body);
    return repos.transaction(async (trx) => {
      const before = await trx.content.announcement(id);
      if (!before) throw new AppError('content_not_found', { id });
      const after: AnnouncementRecord = {
        ...before,
        type: body.type,
        execution: body.type === 'PU' ? (body.execution ?? 'B') : null,
        ...text,
      };
      if (!(await trx.content.updateAnnouncement(after))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'announcement.update', now, {
        subject: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return announcementView(after);
    });
  }

  async withdrawAnnouncement(repos: TenantRepositories, actor: Actor, id: string): Promise<{ id: string }> {
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const before = await trx.content.announcement(id);
      if (!before || !(await trx.content.withdrawAnnouncement(id, now)))
        throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'announcement.withdraw', now, {
        subject: id,
        before: snapshot(before),
        after: 'withdrawn',
      });
      return { id };
    });
  }

  async helpArticles(tenant: Tenant, repos: TenantRepositories) {
    return { languages: brandLanguages(tenant), list: (await repos.content.helpArticles()).map(helpArticleView) };
  }

  async createHelpArticle(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    body: OperatorHelpArticleRequest,
  ): Promise<OperatorHelpArticle> {
    const now = this.clock.now();
    const text = localised(tenant, body);
    return repos.transaction(async (trx) => {
      const record: HelpArticleRecord = {
        id: newContentId(),
        category: body.category,
        sortOrder: await trx.content.nextHelpSortOrder(),
        ...text,
      };
      await trx.content.upsertHelpArticle(record, record.sortOrder);
      await recordDecision(trx, actor, 'help_article.create', now, { subject: record.id, after: snapshot(record) });
      return helpArticleView(record);
    });
  }

  async updateHelpArticle(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    id: string,
    body: OperatorHelpArticleRequest,
  ): Promise<OperatorHelpArticle> {
    const now = this.clock.now();
    const text = localised(tenant, body);
    return repos.transaction(async (trx) => {
      const before = await trx.content.helpArticle(id);
      if (!before) throw new AppError('content_not_found', { id });
      const after: HelpArticleRecord = { ...before, category: body.category, ...text };
      if (!(await trx.content.updateHelpArticle(after))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'help_article.update', now, {
        subject: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return helpArticleView(after);
    });
  }

  async withdrawHelpArticle(repos: TenantRepositories, actor: Actor, id: string): Promise<{ id: string }> {
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const before = await trx.content.helpArticle(id);
      if (!before || !(await trx.content.withdrawHelpArticle(id, now))) throw new AppError('content_not_found', { id });
      await recordDecision(trx, actor, 'help_article.withdraw', now, {
        subject: id,
        before: snapshot(before),
        after: 'withdrawn',
      });
      return { id };
    });
  }
}

// Tenant content: help-centre articles, announcements and feedback.
import type { Executor } from './executor';

export type LocalisedText = Record<string, string>;

export interface HelpArticleRecord {
  id: string;
  category: string;
  title: LocalisedText;
  content: LocalisedText;
}

export interface AnnouncementRecord {
  id: string;
  type: string;
  title: LocalisedText;
  content: LocalisedText;
  publishedAt: number;
  /** Popups only: A after login, B before login, F first login. */
  execution: string | null;
}

export function contentRepository(db: Executor, merchantCode: string) {
  return {
    async helpArticles(category?: string): Promise<HelpArticleRecord[]> {
      let query = db.selectFrom('help_articles').selectAll().where('merchant_code', '=', merchantCode);
      if (category) query = query.where('category', '=', category);
      const rows = await query.orderBy('sort_order').execute();
      return rows.map((r) => ({
        id: r.id,
        category: r.category,
        title: JSON.parse(r.title_json) as LocalisedText,
        content: JSON.parse(r.content_json) as LocalisedText,
      }));
    },
    async upsertHelpArticle(article: HelpArticleRecord, sortOrder: number): Promise<void> {
      await db
        .insertInto('help_articles')
        .values({
          merchant_code: merchantCode,
          id: article.id,
          category: article.category,
          title_json: JSON.stringify(article.title),
          content_json: JSON.stringify(article.content),
          sort_order: sortOrder,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'id']).doNothing())
        .execute();
    },
    /** Newest first; only the given kinds when `types` is given. */
    async announcements(types?: readonly string[]): Promise<AnnouncementRecord[]> {
      let query = db.selectFrom('announcements').selectAll().where('merchant_code', '=', merchantCode);
      if (types) query = query.where('type', 'in', types.length > 0 ? types : ['']);
      const rows = await query.orderBy('published_at', 'desc').orderBy('id').execute();
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: JSON.parse(r.title_json) as LocalisedText,
        content: JSON.parse(r.content_json) as LocalisedText,
        publishedAt: r.published_at,
        execution: r.execution,
      }));
    },
    async upsertAnnouncement(a: AnnouncementRecord): Promise<void> {
      await db
        .insertInto('announcements')
        .values({
          merchant_code: merchantCode,
          id: a.id,
          type: a.type,
          title_json: JSON.stringify(a.title),
          content_json: JSON.stringify(a.content),
          published_at: a.publishedAt,
          execution: a.execution,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'id']).doNothing())
        .execute();
    },
    async insertFeedback(f: {
      accountId: number | null;
      type: string;
      content: string;
      contact: string | null;
      language: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('feedback')
        .values({
          merchant_code: merchantCode,
          account_id: f.accountId,
          type: f.type,
          content: f.content,
          contact: f.contact,
          language: f.language,
          created_at: f.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async feedbackCount(): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

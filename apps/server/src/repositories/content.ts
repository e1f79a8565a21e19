// Tenant content: help-centre articles, announcements and feedback. Articles and announcements
// come from the brand folder's seed (inserted only when missing) and from staff (the content
// role's `/ops/content` calls): an edit updates the row, a deletion withdraws it (`withdrawn_at`,
// migration 0020) so the next start's seed does not bring it back. Withdrawn rows are read by no one.
import type { Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { AnnouncementsTable, Database, HelpArticlesTable } from '../db/schema';
import type { Executor } from './executor';

export type LocalisedText = Record<string, string>;

export interface HelpArticleRecord {
  id: string;
  category: string;
  title: LocalisedText;
  content: LocalisedText;
  /** Its place in the help centre (ascending). */
  sortOrder: number;
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

/** The id and the per-language title and content both tables keep as JSON. */
function localisedOf(r: { id: string; title_json: string; content_json: string }) {
  return {
    id: r.id,
    title: JSON.parse(r.title_json) as LocalisedText,
    content: JSON.parse(r.content_json) as LocalisedText,
  };
}

function helpArticleOf(r: Selectable<HelpArticlesTable>): HelpArticleRecord {
  return { ...localisedOf(r), category: r.category, sortOrder: r.sort_order };
}

function announcementOf(r: Selectable<AnnouncementsTable>): AnnouncementRecord {
  return { ...localisedOf(r), type: r.type, publishedAt: Number(r.published_at), execution: r.execution };
}

/** The two tables staff edit: a row is live until it is withdrawn. */
type StaffContentTable = 'help_articles' | 'announcements';

export function contentRepository(db: Executor, merchantCode: string) {
  /** The tenant's live (not withdrawn) rows of one table. */
  function live<T extends StaffContentTable>(table: T) {
    return db
      .selectFrom(table as StaffContentTable)
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('withdrawn_at', 'is', null) as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
  }

  /** Changes one live row; false when the tenant has none with that id (or it was withdrawn). */
  async function updateLive<T extends StaffContentTable>(
    table: T,
    id: string,
    values: Updateable<Database[T]>,
  ): Promise<boolean> {
    const result = await db
      .updateTable(table as StaffContentTable)
      .set(values as Updateable<HelpArticlesTable & AnnouncementsTable>)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async helpArticles(category?: string): Promise<HelpArticleRecord[]> {
      let query = live('help_articles');
      if (category) query = query.where('category', '=', category);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(helpArticleOf);
    },
    /** One live (not withdrawn) article, or undefined. */
    async helpArticle(id: string): Promise<HelpArticleRecord | undefined> {
      const row = await live('help_articles').where('id', '=', id).executeTakeFirst();
      return row && helpArticleOf(row);
    },
    /** The place after the last article (withdrawn ones count: their places are not reused). */
    async nextHelpSortOrder(): Promise<number> {
      const row = await db
        .selectFrom('help_articles')
        .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },
    /** A staff member's edit of a live article; false when there is none with that id. */
    async updateHelpArticle(article: Omit<HelpArticleRecord, 'sortOrder'>): Promise<boolean> {
      return updateLive('help_articles', article.id, {
        category: article.category,
        title_json: JSON.stringify(article.title),
        content_json: JSON.stringify(article.content),
      });
    },
    /** Withdraws a live article; false when there is none with that id. */
    async withdrawHelpArticle(id: string, now: number): Promise<boolean> {
      return updateLive('help_articles', id, { withdrawn_at: now });
    },
    /** Inserts the article unless one with its id exists (withdrawn or not): the seed's and staff's insert. */
    async upsertHelpArticle(article: Omit<HelpArticleRecord, 'sortOrder'>, sortOrder: number): Promise<void> {
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
      let query = live('announcements');
      if (types) query = query.where('type', 'in', types.length > 0 ? types : ['']);
      const rows = await query.orderBy('published_at', 'desc').orderBy('id').execute();
      return rows.map(announcementOf);
    },
    /** One live (not withdrawn) announcement, or undefined. */
    async announcement(id: string): Promise<AnnouncementRecord | undefined> {
      const row = await live('announcements').where('id', '=', id).executeTakeFirst();
      return row && announcementOf(row);
    },
    /** A staff member's edit of a live announcement (its publish time stays); false when there is none. */
    async updateAnnouncement(a: Omit<AnnouncementRecord, 'publishedAt'>): Promise<boolean> {
      return updateLive('announcements', a.id, {
        type: a.type,
        title_json: JSON.stringify(a.title),
        content_json: JSON.stringify(a.content),
        execution: a.execution,
      });
    },
    /** Withdraws a live announcement; false when there is none with that id. */
    async withdrawAnnouncement(id: string, now: number): Promise<boolean> {
      return updateLive('announcements', id, { withdrawn_at: now });
    },
    /** Inserts the announcement unless one with its id exists (withdrawn or not): the seed's and staff's insert. */
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

// The help centre's search: an article matches when every word of the query is found in its title
// or in the text of its HTML, ignoring case and accents ("rut tien" finds "Rút tiền"), in the
// language the articles came in. The text is read from an inert document (DOMParser runs no script
// and loads nothing), so tags and entities do not count as words.
import type { HelpArticle } from '@portal/contracts';

/** Lower case without accents: decomposed, combining marks dropped, đ read as d. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLocaleLowerCase();
}

/** The text of an HTML fragment (what a reader sees), without tags. */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export interface SearchableArticle {
  article: HelpArticle;
  /** Title and content text, folded. */
  folded: string;
}

export function searchable(articles: readonly HelpArticle[]): SearchableArticle[] {
  return articles.map((article) => ({ article, folded: foldText(`${article.title} ${htmlText(article.content)}`) }));
}

/** The articles matching every word of `query` (all of them for an empty query), in their order. */
export function searchArticles(articles: readonly SearchableArticle[], query: string): HelpArticle[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return articles.filter(({ folded }) => words.every((word) => folded.includes(word))).map(({ article }) => article);
}

/** The categories in the order their first article comes, each with its articles. */
export function byCategory(articles: readonly HelpArticle[]): { category: string; articles: HelpArticle[] }[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  return [...groups].map(([category, list]) => ({ category, articles: list }));
}

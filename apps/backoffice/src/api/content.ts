// The brand's content (content role): announcements and help-centre articles, listed in every
// language, created, edited and withdrawn (`/ops/content/*`). The platform sanitises their HTML.
import type {
  OperatorAnnouncement,
  OperatorAnnouncementRequest,
  OperatorHelpArticle,
  OperatorHelpArticleRequest,
} from '@portal/contracts';
import { opsApi } from './ops-api';

export interface ContentList<T> {
  /** The brand's languages, default first. */
  languages: string[];
  list: T[];
}

/** A create (no id) or an edit (the id) of one item. */
export interface ContentSave<B> {
  id?: string;
  body: B;
}

/** A create (POST to the kind's path) or an edit (PUT to the item's). */
export const saved = <B>(path: string, { id, body }: ContentSave<B>) =>
  id ? { url: `${path}/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: path, method: 'POST', body };

export const contentApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<ContentList<OperatorAnnouncement>, void>({
      query: () => ({ url: '/content/announcements' }),
      providesTags: ['Announcements'],
    }),
    saveAnnouncement: build.mutation<OperatorAnnouncement, ContentSave<OperatorAnnouncementRequest>>({
      query: (save) => saved('/content/announcements', save),
      invalidatesTags: ['Announcements', 'Audit'],
    }),
    withdrawAnnouncement: build.mutation<{ id: string }, { id: string }>({
      query: ({ id }) => ({ url: `/content/announcements/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Announcements', 'Audit'],
    }),
    getHelpArticles: build.query<ContentList<OperatorHelpArticle>, void>({
      query: () => ({ url: '/content/help-articles' }),
      providesTags: ['HelpArticles'],
    }),
    saveHelpArticle: build.mutation<OperatorHelpArticle, ContentSave<OperatorHelpArticleRequest>>({
      query: (save) => saved('/content/help-articles', save),
      invalidatesTags: ['HelpArticles', 'Audit'],
    }),
    withdrawHelpArticle: build.mutation<{ id: string }, { id: string }>({
      query: ({ id }) => ({ url: `/content/help-articles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['HelpArticles', 'Audit'],
    }),
  }),
});

export const {
  useGetAnnouncementsQuery,
  useSaveAnnouncementMutation,
  useWithdrawAnnouncementMutation,
  useGetHelpArticlesQuery,
  useSaveHelpArticleMutation,
  useWithdrawHelpArticleMutation,
} = contentApi;

/** One content kind's three hooks, as the shared content screen calls them. */
export interface ContentHooks<Item, Body> {
  useList: () => { data?: ContentList<Item> | undefined; error?: unknown; isFetching: boolean };
  useSave: () => readonly [(save: ContentSave<Body>) => { unwrap: () => Promise<unknown> }, ...unknown[]];
  useWithdraw: () => readonly [(target: { id: string }) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
}

export const announcementHooks: ContentHooks<OperatorAnnouncement, OperatorAnnouncementRequest> = {
  useList: useGetAnnouncementsQuery,
  useSave: useSaveAnnouncementMutation,
  useWithdraw: useWithdrawAnnouncementMutation,
};

export const helpArticleHooks: ContentHooks<OperatorHelpArticle, OperatorHelpArticleRequest> = {
  useList: useGetHelpArticlesQuery,
  useSave: useSaveHelpArticleMutation,
  useWithdraw: useWithdrawHelpArticleMutation,
};

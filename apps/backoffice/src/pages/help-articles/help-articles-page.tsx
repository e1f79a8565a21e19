// The brand's help-centre articles (content role): each in every language of the brand, with its
// section (category), created, edited and withdrawn through the shared content screen.
import { HELP_CATEGORY_PATTERN, type OperatorHelpArticle, type OperatorHelpArticleRequest } from '@portal/contracts';
import { useMemo } from 'react';
import { helpArticleHooks } from '../../api/content';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentKind } from '../content/content-kind';
import { ContentListPage } from '../content/content-list-page';

export default function HelpArticlesPage() {
  const { t } = useBackofficeTranslation();
  const kind = useMemo<ContentKind<OperatorHelpArticle, OperatorHelpArticleRequest>>(
    () => ({
      texts: 'helpArticles',
      fields: [
        {
          name: 'category',
          label: t('helpArticles.category'),
          hint: t('helpArticles.categoryHint'),
          pattern: { value: HELP_CATEGORY_PATTERN, message: t('helpArticles.categoryRule') },
        },
      ],
      extraOf: (item) => ({ category: item?.category ?? '' }),
      bodyOf: ({ title, content, extra }) => ({ category: (extra.category ?? '').trim(), title, content }),
      columns: [{ key: 'category', header: t('helpArticles.category'), cell: (item) => item.category }],
    }),
    [t],
  );

  return <ContentListPage kind={kind} hooks={helpArticleHooks} />;
}

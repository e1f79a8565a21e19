// The help centre (spec §2 /helpmc and the help modal): the brand's articles grouped by category,
// a search across titles and contents (case- and accent-insensitive, in the current language), an
// article view with its sanitised HTML and a way back, and honest loading, failure and empty states.
// Opening an article moves focus to its title; going back returns it to the article's link.
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, SafeHtml, SearchField, Skeleton } from '@portal/ui';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SUPPORT_NAMESPACE } from '../support-namespace';
import { ArticleLink, ArticleList, ArticleTitle, CategoryHeading, Muted, Stack } from '../shared/styles';
import { byCategory, searchable, searchArticles } from './search-articles';
import { useHelpArticles } from './use-help-articles';

export interface HelpCentreProps {
  /** The level of the category and article headings: 2 under a page's h1, 3 under a dialog's title. */
  headingLevel?: 2 | 3;
}

export function HelpCentre({ headingLevel = 2 }: HelpCentreProps) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { data, isLoading, isError, refetch } = useHelpArticles();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLButtonElement>());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<string | null>(null);

  const index = useMemo(() => searchable(data?.articles ?? []), [data]);
  const found = useMemo(() => searchArticles(index, deferredQuery), [index, deferredQuery]);
  const groups = useMemo(() => byCategory(found), [found]);
  const open = openId === null ? undefined : data?.articles.find((article) => article.id === openId);
  const heading = `h${headingLevel}` as const;

  useLayoutEffect(() => {
    if (open) titleRef.current?.focus();
    else if (returnTo.current) {
      links.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [open]);

  const search = (value: string) => {
    setQuery(value);
    setOpenId(null);
  };

  let body;
  if (isLoading)
    body = (
      <div aria-busy="true">
        <Muted>{t('helpCentre.loading')}</Muted>
        <Skeleton lines={4} />
      </div>
    );
  else if (isError || !data)
    body = (
      <>
        <FormAlert>{t('helpCentre.loadFailed')}</FormAlert>
        <div>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('helpCentre.retry')}
          </Button>
        </div>
      </>
    );
  else if (open)
    body = (
      <article aria-labelledby={`help-article-title-${open.id}`}>
        <Stack>
          <ArticleTitle as={heading} id={`help-article-title-${open.id}`} ref={titleRef} tabIndex={-1}>
            {open.title}
          </ArticleTitle>
          <SafeHtml html={open.content} />
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                returnTo.current = open.id;
                setOpenId(null);
              }}
            >
              {t('helpCentre.back')}
            </Button>
          </div>
        </Stack>
      </article>
    );
  else if (data.articles.length === 0) body = <Muted>{t('helpCentre.empty')}</Muted>;
  else if (groups.length === 0) body = <Muted>{t('helpCentre.noMatch', { query: deferredQuery.trim() })}</Muted>;
  else
    body = groups.map(({ category, articles }) => (
      <section key={category} aria-labelledby={`help-category-${category}`}>
        <CategoryHeading as={heading} id={`help-category-${category}`}>
          {t(`categories.${category}`, { defaultValue: t('categories.other') })}
        </CategoryHeading>
        <ArticleList>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleLink
                type="button"
                ref={(node) => {
                  if (node) links.current.set(article.id, node);
                  else links.current.delete(article.id);
                }}
                onClick={() => setOpenId(article.id)}
              >
                {article.title}
              </ArticleLink>
            </li>
          ))}
        </ArticleList>
      </section>
    ));

  return (
    <Stack>
      <SearchField
        label={t('helpCentre.searchLabel')}
        placeholder={t('helpCentre.searchPlaceholder')}
        clearLabel={t('helpCentre.clearSearch')}
        value={query}
        onChange={search}
        maxLength={100}
      />
      <Muted role="status">
        {deferredQuery.trim() && data && !open ? t('helpCentre.found', { total: found.length }) : ''}
      </Muted>
      {body}
    </Stack>
  );
}

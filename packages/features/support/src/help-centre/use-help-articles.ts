// The brand's help articles in the visitor's language (GET /wps/system/helpCenter, @portal/api's
// getHelpCenter). The platform answers in the request's Language header, which the cache key does
// not name, so a language switch fetches again, and so does each opening (the cached answer may be
// of the language before a switch made elsewhere; the platform answers 304 when nothing changed).
import { useGetHelpCenterQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { useEffect, useRef } from 'react';

const ALL_CATEGORIES = {};

export function useHelpArticles() {
  const { i18n } = useTranslation();
  const query = useGetHelpCenterQuery(ALL_CATEGORIES, { refetchOnMountOrArgChange: true });
  const { refetch } = query;
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void refetch();
  }, [i18n.language, refetch]);
  return query;
}

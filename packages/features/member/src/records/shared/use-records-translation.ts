// The record pages' texts: the `records` namespace first, `common` for shared words.
import { useTranslation } from '@portal/i18n';
import { RECORDS_NAMESPACE } from '../records-namespace';

export function useRecordsTranslation() {
  return useTranslation([RECORDS_NAMESPACE, 'common']);
}

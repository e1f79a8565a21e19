// The translated labels of the kit's Paginator for a list of the money pages.
import { useTranslation } from '@portal/i18n';
import { WALLET_NAMESPACE } from '../wallet-namespace';

export function usePagerLabels(label: string) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return {
    label,
    previousLabel: t('pager.previous'),
    nextLabel: t('pager.next'),
    pageLabel: (page: number) => t('pager.page', { page }),
  };
}

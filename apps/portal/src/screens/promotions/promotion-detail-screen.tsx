// /promotions/:id and /promoDetail?id=. ── PLUG-IN POINT (promotions): the promotion's detail,
// looked up by `usePromotionId()`.
import { useTranslation } from '@portal/i18n';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GiftIcon } from '../../shell/icons/shell-icons';

/** The promotion id from the path (/promotions/:id) or the query (/promoDetail?id=). */
export function usePromotionId(): string | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  return id ?? search.get('id');
}

export function PromotionDetailScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t('screens.promotions.detailTitle')}
      emptyTitle={t('screens.promotions.detailEmptyTitle')}
      emptyBody={t('screens.promotions.detailEmptyBody')}
      icon={<GiftIcon />}
      actions={<ButtonLink to="/promotions">{t('screens.promotions.all')}</ButtonLink>}
    />
  );
}

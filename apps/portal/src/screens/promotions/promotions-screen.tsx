// /promotions. ── PLUG-IN POINT (promotions): the promotions list (new-player carousel, categories).
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GiftIcon } from '../../shell/icons/shell-icons';

export function PromotionsScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t('screens.promotions.title')}
      emptyTitle={t('screens.promotions.emptyTitle')}
      emptyBody={t('screens.promotions.emptyBody')}
      icon={<GiftIcon />}
      actions={<BackHomeLink />}
    />
  );
}

// /promotions: @portal/feature-promotions' list — the new-player carousel, the category tabs and
// the promotion cards with the member's state. The route's module is its own lazy chunk (route
// table), so nothing of the promotions loads with the home page. The feature gets login state, the
// login guard, the referral page, its routes and its texts through WithPromotionsHost
// (src/bridges/promotions-host.tsx).
import { PromotionsList } from '@portal/feature-promotions';
import { useTranslation } from '@portal/i18n';
import { WithPromotionsHost } from '../../bridges/promotions-host';

export function PromotionsScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithPromotionsHost>
      <PromotionsList title={t('screens.promotions.title')} />
    </WithPromotionsHost>
  );
}

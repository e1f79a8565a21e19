// /pointMall: @portal/feature-mall's points mall — the points balance and ratio, the rewards
// (redeemed with the password), the redeem history, the points details by type and the conversion
// into balance. The route's module is its own lazy chunk (route table), so nothing of the mall
// loads with the home page.
//
// The mall gets login state, the login guard and its texts through WithMallHost
// (src/bridges/mall-host.tsx).
import { PointsMall } from '@portal/feature-mall';
import { useTranslation } from '@portal/i18n';
import { WithMallHost } from '../../bridges/mall-host';

export function PointsMallScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithMallHost>
      <PointsMall title={t('screens.pointsMall.title')} />
    </WithMallHost>
  );
}

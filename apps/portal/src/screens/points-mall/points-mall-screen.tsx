// /pointMall. ── PLUG-IN POINT (mall): @portal/feature-mall's points balance, rewards and history.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GiftIcon } from '../../shell/icons/shell-icons';

export function PointsMallScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t('screens.pointsMall.title')}
      emptyTitle={t('screens.pointsMall.emptyTitle')}
      emptyBody={t('screens.pointsMall.emptyBody')}
      icon={<GiftIcon />}
      actions={<BackHomeLink />}
    />
  );
}

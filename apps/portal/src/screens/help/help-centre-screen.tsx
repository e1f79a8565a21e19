// /helpmc: the help centre, without header (spec). Customer service is real: the tenant's chat
// and e-mail. ── PLUG-IN POINT (support): the help-centre articles (/wps/system/helpCenter).
import { useTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import { ButtonAnchor } from '../../shell/button-link';
import { openCustomerService } from '../../shell/customer-service';
import { useTenant } from '../../tenant/tenant-context';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { ChatIcon } from '../parts/screen-icons';

export function HelpCentreScreen() {
  const { t } = useTranslation('shell');
  const { customerService } = useTenant().config;
  return (
    <SimpleScreen
      title={t('screens.helpCentre.title')}
      emptyTitle={t('screens.helpCentre.emptyTitle')}
      emptyBody={t('screens.helpCentre.emptyBody')}
      icon={<ChatIcon />}
      actions={
        <>
          <Button onClick={() => openCustomerService(customerService.liveChatUrl)}>
            {t('screens.helpCentre.contact')}
          </Button>
          <ButtonAnchor href={`mailto:${customerService.email}`} $variant="secondary">
            {t('screens.helpCentre.email', { email: customerService.email })}
          </ButtonAnchor>
          <BackHomeLink />
        </>
      }
    />
  );
}

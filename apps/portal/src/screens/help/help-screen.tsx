// /help: help and terms (the registration form's terms link), in the full shell: the brand's
// articles from @portal/feature-support — terms, privacy, responsible gaming and the rest — with
// search. /helpmc adds the feedback form and customer service, without the header.
import { HelpCentre } from '@portal/feature-support';
import { useTranslation } from '@portal/i18n';
import { WithSupportHost } from '../../bridges/support-host';
import { ScreenTitle } from '../parts/screen-parts';

export function HelpScreen() {
  const { t } = useTranslation('shell');
  return (
    <>
      <ScreenTitle>{t('screens.help.title')}</ScreenTitle>
      <WithSupportHost>
        <HelpCentre headingLevel={2} />
      </WithSupportHost>
    </>
  );
}

// /helpmc: the help centre full page, without header (spec): @portal/feature-support's articles
// (by category, with search) and the feedback form, then customer service — the tenant's chat and
// e-mail. The route's module is its own lazy chunk (route table), so nothing of the help centre
// loads with the home page. The feature gets its texts and the tenant's feedback range through
// WithSupportHost (src/bridges/support-host.tsx).
import { HelpAndFeedback } from '@portal/feature-support';
import { useTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import styled from 'styled-components';
import { WithSupportHost } from '../../bridges/support-host';
import { ButtonAnchor } from '../../shell/button-link';
import { useCustomerService } from '../../shell/use-customer-service';
import { useTenant } from '../../tenant/tenant-context';
import { BackHomeLink } from '../parts/back-home-link';
import { ScreenTitle } from '../parts/screen-parts';

const Contact = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

const ContactHeading = styled.h2`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.fg.default};
`;

export function HelpCentreScreen() {
  const { t } = useTranslation('shell');
  const { customerService } = useTenant().config;
  const openCustomerService = useCustomerService();
  return (
    <>
      <ScreenTitle>{t('screens.helpCentre.title')}</ScreenTitle>
      <WithSupportHost>
        <HelpAndFeedback headingLevel={2} />
      </WithSupportHost>
      <Contact aria-labelledby="help-contact-heading">
        <ContactHeading id="help-contact-heading">{t('screens.helpCentre.contactHeading')}</ContactHeading>
        <Button onClick={openCustomerService}>{t('screens.helpCentre.contact')}</Button>
        <ButtonAnchor href={`mailto:${customerService.email}`} $variant="secondary">
          {t('screens.helpCentre.email', { email: customerService.email })}
        </ButtonAnchor>
        <BackHomeLink />
      </Contact>
    </>
  );
}

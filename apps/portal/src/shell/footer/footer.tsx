// The footer: three information groups, the affiliate start button, the providers strip, payment
// methods and the copyright. Group texts come from the tenant (common:footer.info-groups.*) when
// it supplies them, otherwise from the shell's own wording with the brand name filled in. The
// affiliate button opens a logged-in agent's agent centre; the footer also opens it for a
// `?agent=<page>` link (AgentCentreLink).
import { selectIsAgent, selectLoggedIn, useAuthSelector } from '@portal/feature-auth';
import { useTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useAppDispatch } from '../../app/hooks';
import { useTenant } from '../../tenant/tenant-context';
import { AgentCentreLink } from '../agent-centre/agent-centre-link';
import { ButtonAnchor } from '../button-link';
import { modalOpened } from '../shell-slice';
import { useCustomerService } from '../use-customer-service';
import {
  Affiliate,
  AffiliateText,
  Bottom,
  FooterBar,
  GroupBody,
  Groups,
  GroupTitle,
  SmallPrint,
  StripTitle,
} from './footer.styles';
import { PaymentLogos } from './payment-logos';
import { ProvidersStrip, useGameProviders } from './providers-strip';

const INFO_GROUPS = ['about', 'responsible-gaming', 'security'] as const;

function AffiliateStart() {
  const { t } = useTranslation('shell');
  const { resources } = useTenant().config;
  const openCustomerService = useCustomerService();
  const affiliateLink = resources.find((resource) => resource.resourceType === 'AFFILIATELINK' && resource.url)?.url;
  const dispatch = useAppDispatch();
  // A logged-in agent (types 1, 2, 41, 42; never a trial account) starts in its agent centre.
  const loggedIn = useAuthSelector(selectLoggedIn);
  const isAgent = useAuthSelector(selectIsAgent);
  if (loggedIn && isAgent)
    return <Button onClick={() => dispatch(modalOpened('agentCentre'))}>{t('footer.affiliate.start')}</Button>;
  // Spec: the button opens the affiliate link if there is one, otherwise customer service.
  return affiliateLink ? (
    <ButtonAnchor href={affiliateLink} target="_blank" rel="noopener noreferrer">
      {t('footer.affiliate.start')}
    </ButtonAnchor>
  ) : (
    <Button onClick={openCustomerService}>{t('footer.affiliate.start')}</Button>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const providers = useGameProviders();
  const age = tenant.config.registration.adultAge;

  return (
    <FooterBar>
      <Groups>
        {INFO_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`footer-${group}`}>
            <GroupTitle id={`footer-${group}`}>
              {t([`common:footer.info-groups.${group}.title`, `footer.groups.${group}.title`])}
            </GroupTitle>
            <GroupBody>
              {t([`common:footer.info-groups.${group}.body`, `footer.groups.${group}.body`], { age, count: age })}
            </GroupBody>
          </section>
        ))}
      </Groups>

      <Affiliate>
        <AgentCentreLink />
        <AffiliateText>{t('footer.affiliate.pitch')}</AffiliateText>
        <AffiliateStart />
      </Affiliate>

      {providers.length > 0 && (
        <section aria-labelledby="footer-providers">
          <StripTitle id="footer-providers">{t('footer.providers')}</StripTitle>
          <ProvidersStrip providers={providers} />
        </section>
      )}

      <section aria-labelledby="footer-payments">
        <StripTitle id="footer-payments">{t('footer.payments')}</StripTitle>
        <PaymentLogos />
      </section>

      <Bottom>
        <SmallPrint>{t(['common:footer.age-notice', 'footer.ageNotice'], { age, count: age })}</SmallPrint>
        <SmallPrint>{t('footer.copyright', { year: new Date().getFullYear() })}</SmallPrint>
      </Bottom>
    </FooterBar>
  );
}

export default Footer;

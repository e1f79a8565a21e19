// The frame of the maintenance and region pages: a centred message with a Contact Us button that
// opens the tenant's customer service in a popup window (440 × 750, lobby spec §4).
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useAuthTranslation } from '../shared/use-auth-translation';

export const CUSTOMER_SERVICE_WINDOW = 'width=440,height=750,noopener';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
  color: ${({ theme }) => theme.color.fg.muted};

  p {
    margin: 0;
  }
`;

export interface StatusPageLayoutProps {
  title: string;
  children: ReactNode;
  /** The customer service address; without one the Contact Us button is not shown. */
  customerServiceUrl?: string | null;
  /** The brand's logo, if the app passes it. */
  logo?: ReactNode;
}

export function StatusPageLayout({ title, children, customerServiceUrl, logo }: StatusPageLayoutProps) {
  const { t } = useAuthTranslation();
  return (
    <Page>
      {logo}
      <Title>{title}</Title>
      <Body>{children}</Body>
      {customerServiceUrl && (
        <Button onClick={() => window.open(customerServiceUrl, 'customer-service', CUSTOMER_SERVICE_WINDOW)}>
          {t('systemStatus.contactUs')}
        </Button>
      )}
    </Page>
  );
}

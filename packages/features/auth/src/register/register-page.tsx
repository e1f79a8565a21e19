// The /register (and /register.html) route: 'create account' with the sign-up bonus, the 'w_reg'
// banners the app passes in, the form with its Reset button, and a 'back home' link.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { AuthPageLayout, PageHeading } from '../shared/auth-page-layout';
import { MutedParagraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { RegisterForm } from './register-form';

/** The sign-up bonus the spec names (§9); a tenant can pass its own. */
export const DEFAULT_REGISTER_BONUS = '1000VND';

export interface RegisterPageProps {
  /** The app's banners of group 'w_reg' (the lobby feature renders them). */
  banners?: ReactNode;
  /** The bonus named in the heading text, e.g. '1000VND'. */
  bonus?: string;
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const HomeLink = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.color.accent.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function RegisterPage({ banners, bonus = DEFAULT_REGISTER_BONUS }: RegisterPageProps) {
  const { t } = useAuthTranslation();
  const headingId = useId();
  return (
    <>
      {banners}
      <AuthPageLayout labelledBy={headingId}>
        <Header>
          <PageHeading id={headingId}>{t('register.pageTitle')}</PageHeading>
          <MutedParagraph>{t('register.bonus', { bonus })}</MutedParagraph>
        </Header>
        <RegisterForm variant="page" />
        <HomeLink to="/">{t('common:actions.backHome')}</HomeLink>
      </AuthPageLayout>
    </>
  );
}

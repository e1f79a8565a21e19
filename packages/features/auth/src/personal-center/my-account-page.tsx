// "My account" (securityCenter), the member centre's default page: the profile the member info
// gives (account, nickname, registration date, masked mobile, VIP label from clubLabel), the
// password change, the authenticator app (BINDGA3), the passkeys and the active sessions (issue 25).
import { useGetMemberInfoQuery, useModuleFlags } from '@portal/api';
import { formatDate } from '@portal/i18n';
import { DescriptionList, FormAlert, PageSection, SectionTitle, Spinner } from '@portal/ui';
import { useDeferredValue, useState } from 'react';
import { styled } from 'styled-components';
import { ChangePasswordForm } from '../password/change-password-form';
import { ActiveSessionsSection } from '../second-factor/active-sessions-section';
import { AuthenticatorSection } from '../second-factor/authenticator-section';
import { PasskeysSection } from '../second-factor/passkeys-section';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { queryView } from '../shared/query-view';

const VipLabel = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.secondary.muted};
  color: ${({ theme }) => theme.color.secondary.fg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function MyAccountPage() {
  const { t } = useAuthTranslation();
  const { data: member, isLoading, isError } = useGetMemberInfoQuery(undefined, { selectFromResult: queryView });
  const [changed, setChanged] = useState(0);
  const flags = useModuleFlags();
  const none = t('personalCenter.profile.none');
  // The sections below the profile render in a second, interruptible pass: the dialog opening on
  // this page (a member's link, the avatar menu) then mounts, lays out and paints the frame and the
  // profile in one task and the forms, their queries and their layout in the next, instead of all
  // of it at once (a phone's longest task of the member centre's start).
  const showSections = useDeferredValue(true, false);

  return (
    <>
      <PageSection aria-labelledby="personal-center-profile">
        <SectionTitle as="h4" id="personal-center-profile">
          {t('personalCenter.profile.title')}
        </SectionTitle>
        {isLoading && <Spinner label={t('common:status.loading')} />}
        {isError && <FormAlert focusOnShow={false}>{t('common:errors.unknown')}</FormAlert>}
        {member && (
          <DescriptionList>
            <dt>{t('personalCenter.profile.account')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('personalCenter.profile.nickname')}</dt>
            <dd>{member.nickname || none}</dd>
            <dt>{t('personalCenter.profile.registered')}</dt>
            <dd>{formatDate(member.regDate, 'yyyy-MM-dd') || none}</dd>
            <dt>{t('personalCenter.profile.mobile')}</dt>
            <dd>{member.mobile ?? none}</dd>
            <dt>{t('personalCenter.profile.vip')}</dt>
            <dd>{member.clubLabel ? <VipLabel>{member.clubLabel.labelName}</VipLabel> : none}</dd>
          </DescriptionList>
        )}
      </PageSection>
      {showSections && (
        <>
          <PageSection aria-labelledby="personal-center-password">
            <SectionTitle as="h4" id="personal-center-password">
              {t('password.title')}
            </SectionTitle>
            {changed > 0 && (
              <FormAlert tone="success" focusOnShow>
                {t('password.changed')}
              </FormAlert>
            )}
            {/* A fresh form after each change, so the fields are empty again. */}
            <ChangePasswordForm key={changed} onChanged={() => setChanged((count) => count + 1)} />
          </PageSection>
          {flags.BINDGA3 && <AuthenticatorSection />}
          <PasskeysSection />
          <ActiveSessionsSection />
        </>
      )}
    </>
  );
}

// Support's member actions (issue 25): the reset of a lost authenticator app. Support checks who is
// calling, then resets with the reason (kept in the audit trail): POST /ops/members/authenticator/reset
// removes the binding and the recovery codes, ends the member's sessions and tells them in the inbox.
import { PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { AuthenticatorResetForm } from './authenticator-reset-form';

export default function MembersPage() {
  const { t } = useBackofficeTranslation();
  return (
    <PageFrame>
      <PageHeading>{t('members.title')}</PageHeading>
      <AuthenticatorResetForm />
    </PageFrame>
  );
}

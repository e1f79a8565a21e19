// My account's "Active sessions" (issue 25): where the account is signed in now — device, masked
// IP, when it signed in and was last active, this device marked — with sign-out of one other
// session or of all of them. A tenant that keeps one session per account lists only this one.
import {
  apiErrorMessage,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetActiveSessionsQuery,
} from '@portal/api';
import type { ActiveSession } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { Badge, Button, FormAlert, PageSection, SectionTitle, Spinner, Table, VisuallyHidden } from '@portal/ui';
import { useState } from 'react';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Paragraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { queryView } from '../shared/query-view';

export function ActiveSessionsSection() {
  const { t } = useAuthTranslation();
  const { data, isLoading, isError } = useGetActiveSessionsQuery(undefined, { selectFromResult: queryView });
  const [endSession] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const settle = (result: { data?: { ended: number }; error?: unknown }) => {
    if (result.data) setMessage({ tone: 'success', text: t('activeSessions.ended', { ended: result.data.ended }) });
    else setMessage({ tone: 'danger', text: apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS) });
  };
  const deviceOf = (session: ActiveSession) => session.device ?? t('activeSessions.unknownDevice');

  return (
    <PageSection aria-labelledby="personal-center-sessions">
      <SectionTitle as="h4" id="personal-center-sessions">
        {t('activeSessions.title')}
      </SectionTitle>
      <Paragraph>{t('activeSessions.intro')}</Paragraph>
      {isLoading && <Spinner label={t('common:status.loading')} />}
      {isError && <FormAlert focusOnShow={false}>{t('common:errors.unknown')}</FormAlert>}
      {message && (
        <FormAlert tone={message.tone} focusOnShow={false}>
          {message.text}
        </FormAlert>
      )}
      {sessions.length > 0 && (
        <Table aria-labelledby="personal-center-sessions">
          <thead>
            <tr>
              <th scope="col">{t('activeSessions.device')}</th>
              <th scope="col">{t('activeSessions.ip')}</th>
              <th scope="col">{t('activeSessions.firstSeen')}</th>
              <th scope="col">{t('activeSessions.lastSeen')}</th>
              <th scope="col">
                <VisuallyHidden>{t('activeSessions.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.sessionId}>
                <th scope="row">
                  {deviceOf(session)} {session.current && <Badge>{t('activeSessions.thisDevice')}</Badge>}
                </th>
                <td>{session.ip}</td>
                <td>{formatDateTime(session.firstSeenAt, 'yyyy-MM-dd', { seconds: false })}</td>
                <td>{formatDateTime(session.lastSeenAt, 'yyyy-MM-dd', { seconds: false })}</td>
                <td>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('activeSessions.signOutLabel', { device: deviceOf(session), ip: session.ip })}
                      onClick={() =>
                        void endSession({ sessionId: session.sessionId }).then((result) =>
                          settle(result as { data?: { ended: number }; error?: unknown }),
                        )
                      }
                    >
                      {t('activeSessions.signOut')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && others.length === 0 && <Paragraph>{t('activeSessions.onlyThis')}</Paragraph>}
      {others.length > 0 && (
        <Actions>
          <Button
            variant="danger"
            loading={endingOthers}
            onClick={() =>
              void endOthers().then((result) => settle(result as { data?: { ended: number }; error?: unknown }))
            }
          >
            {t('activeSessions.signOutOthers')}
          </Button>
        </Actions>
      )}
    </PageSection>
  );
}

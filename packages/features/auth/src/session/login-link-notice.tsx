// The notice after a `?token=` login link: "You are signed in as {{userName}}" with "Not you? Sign
// out", or why the link opened nothing. A link can be crafted to sign a visitor into someone else's
// account, so whose account opened must be impossible to miss: the text is announced (a polite
// live region that exists before the notice arrives, so screen readers read it) and the notice
// stays until it is closed. Its host is the first element of the page, so the first Tab reaches
// "Not you? Sign out" without hunting for it; it does not take focus from what the visitor does.
import { apiErrorMessage } from '@portal/api';
import { Button, CloseIcon, IconButton } from '@portal/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { dismissLoginLinkNotice } from './auth-slice';
import { useAuthDispatch, useAuthSelector } from './hooks';
import { logout } from './session-thunks';

const Box = styled.section<{ $tone: 'info' | 'danger' }>`
  /* Where the kit's toasts show: the bottom corner, clear of the header's controls. */
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  width: min(28rem, calc(100vw - 2rem));
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.color[$tone].emphasis};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Message = styled.p`
  flex: 1;
  min-width: 12rem;
  margin: 0;
`;

/** The element the notice renders into: the page's first, created once per mount. */
function usePageStartHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);
  return host;
}

export function LoginLinkNotice() {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const notice = useAuthSelector((state) => state.auth.loginLinkNotice);
  const [signingOut, setSigningOut] = useState(false);
  const host = usePageStartHost();
  if (!host) return null;

  const signOut = async () => {
    setSigningOut(true);
    await dispatch(logout());
    setSigningOut(false);
    void navigate('/');
  };

  return createPortal(
    <div role="status">
      {notice && (
        <Box aria-label={t('session.link.label')} $tone={notice.kind === 'signedIn' ? 'info' : 'danger'}>
          <Message>
            {notice.kind === 'signedIn'
              ? t('session.link.signedInAs', { userName: notice.userName })
              : apiErrorMessage(t, { status: 400, errorCode: notice.errorCode, message: '' }, AUTH_ERROR_TEXTS)}
          </Message>
          {notice.kind === 'signedIn' && (
            <Button variant="secondary" size="sm" loading={signingOut} onClick={() => void signOut()}>
              {t('session.link.notYou')}
            </Button>
          )}
          <IconButton
            label={t('common:actions.close')}
            icon={<CloseIcon size="sm" />}
            size="sm"
            onClick={() => dispatch(dismissLoginLinkNotice())}
          />
        </Box>
      )}
    </div>,
    host,
  );
}

// The app's side of @portal/feature-support's port (support-host.tsx in the feature): the help
// centre and the feedback form get the tenant's feedback word-count range (tenant.json `feedback`,
// in the bundled shell configuration) and the `support` texts with the tenant's overrides, added
// when /helpmc or the help modal opens — nothing of the help centre is in the home page's start-up.
// The chat page (/chat) gets the session's state from the accounts feature through WithChatHost.
import { isTrialType } from '@portal/contracts';
import {
  openAuthModal,
  selectAccountType,
  selectLoggedIn,
  useAuthDispatch,
  useAuthSelector,
} from '@portal/feature-auth';
import {
  ChatHostProvider,
  SupportHostProvider,
  type ChatHost,
  SupportTexts,
  type SupportHost,
  type SupportTextOverrides,
} from '@portal/feature-support';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithSupportHost({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { config, translationOverrides } = useTenant();
  const host = useMemo<SupportHost>(() => ({ feedback: config.feedback }), [config.feedback]);
  const overrides = useMemo<SupportTextOverrides>(
    () => (language) => translationOverrides[language]?.support?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <SupportHostProvider value={host}>
      <SupportTexts overrides={overrides} fallback={fallback}>
        {children}
      </SupportTexts>
    </SupportHostProvider>
  );
}

/**
 * The chat page's host (/chat): the session as the accounts feature keeps it — logged in, a
 * free-play (type 4) account — and the login popup for a visitor. The support texts load with it.
 */
export function WithChatHost({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const dispatch = useAuthDispatch();
  const loggedIn = useAuthSelector(selectLoggedIn);
  const accountType = useAuthSelector(selectAccountType);
  const chat = useMemo<ChatHost>(
    () => ({
      loggedIn,
      trial: accountType !== null && isTrialType(accountType),
      onLogIn: () => dispatch(openAuthModal({ modal: 'login' })),
    }),
    [loggedIn, accountType, dispatch],
  );
  return (
    <WithSupportHost fallback={fallback}>
      <ChatHostProvider value={chat}>{children}</ChatHostProvider>
    </WithSupportHost>
  );
}

// What the chat page needs from the rest of the portal (features do not import each other): whether
// a member is logged in and whether the account is a free-play (type 4) one, which may not chat, and
// how to ask a visitor to log in. The app passes them in (apps/portal/src/bridges/support-host.tsx).
import { createContext, useContext, type ReactNode } from 'react';

export interface ChatHost {
  loggedIn: boolean;
  /** A free-play (type 4) account: shown the `in_please_information` text instead of the chat. */
  trial: boolean;
  /** Opens the login popup; without it the visitor is only told to log in. */
  onLogIn?: () => void;
}

const VISITOR: ChatHost = { loggedIn: false, trial: false };

const ChatHostContext = createContext<ChatHost>(VISITOR);

export function ChatHostProvider({ value, children }: { value: ChatHost; children: ReactNode }) {
  return <ChatHostContext.Provider value={value}>{children}</ChatHostContext.Provider>;
}

export function useChatHost(): ChatHost {
  return useContext(ChatHostContext);
}

// Public API of @portal/feature-support: the help centre (the brand's articles from
// /wps/system/helpCenter by category, searched across titles and contents, shown as sanitised HTML)
// and the feedback form (PUT /wps/feedback with the tenant's word-count range). The app passes the
// range in with SupportHostProvider and wraps the parts in SupportTexts (the `support` namespace
// loads with them, not at start). The live chat page (issue 24: /chat, in the chat panel's iframe)
// gets the session's state through ChatHostProvider and tells its parent the unread count.

// --- host (what the app provides) ---
export { SupportHostProvider, useSupportHost, type SupportHost } from './shared/support-host';

// --- parts ---
export { HelpAndFeedback, type HelpAndFeedbackProps } from './help-and-feedback';
export { HelpCentre, type HelpCentreProps } from './help-centre/help-centre';
export { FeedbackForm } from './feedback/feedback-form';
export { ChatPage, type ChatPageProps } from './chat/chat-page';
export { ChatHostProvider, useChatHost, type ChatHost } from './chat/chat-host';
export {
  CHAT_UNREAD_MESSAGE,
  CHAT_VISIBILITY_MESSAGE,
  unreadFromMessage,
  type ChatUnreadMessage,
  type ChatVisibilityMessage,
} from './chat/unread-message';

// --- translations ---
export {
  SUPPORT_NAMESPACE,
  SUPPORT_NAMESPACES,
  supportNamespace,
  supportResources,
  type SupportResources,
} from './support-namespace';
export { SupportTexts, type SupportTextsProps, type SupportTextOverrides } from './shared/support-texts';
export { SUPPORT_ERROR_CODES, SUPPORT_ERROR_TEXTS } from './shared/error-message';

// Renders the support parts the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `support` namespace, the theme and a support host with
// the feedback range the test gives. No router: nothing here navigates.
import type { TenantFeedback } from '@portal/contracts';
import { renderOnPlatform, type RenderedOnPlatform } from '@portal/feature-testing';
import type { Answers } from '@portal/api/testing';
import type { ReactElement } from 'react';
import { SUPPORT_NAMESPACES } from '../src/support-namespace';
import { SupportHostProvider } from '../src/shared/support-host';
import { ChatHostProvider, type ChatHost } from '../src/chat/chat-host';
import { CHAT_PATHS } from './chat-data';

export type { Answer, Answers } from '@portal/api/testing';

export const PATHS = {
  helpCenter: '/wps/system/helpCenter',
  feedback: '/wps/feedback',
  ...CHAT_PATHS,
} as const;

export interface RenderSupportOptions {
  answers?: Answers;
  feedback?: TenantFeedback;
  /** The chat page's host (the session as the app sees it); calls carry a token when it is logged in. */
  chat?: ChatHost;
}

export function renderSupport(
  ui: ReactElement,
  {
    answers = {},
    feedback = { minWords: 3, maxWords: 20 },
    chat = { loggedIn: false, trial: false },
  }: RenderSupportOptions = {},
): Promise<RenderedOnPlatform> {
  return renderOnPlatform(ui, {
    answers,
    loggedIn: chat.loggedIn,
    namespaces: SUPPORT_NAMESPACES,
    router: false,
    providers: (children) => (
      <SupportHostProvider value={{ feedback }}>
        <ChatHostProvider value={chat}>{children}</ChatHostProvider>
      </SupportHostProvider>
    ),
  });
}

/** The brand's articles as the platform answers them in English and in Vietnamese. */
export const ARTICLES = {
  EN: [
    {
      id: 'terms',
      category: 'terms',
      title: 'Terms and conditions',
      content: '<p>You must be at least 18 years old.</p>',
    },
    {
      id: 'withdrawal',
      category: 'withdrawal',
      title: 'Withdrawals',
      content: '<p>Withdrawals are paid to your <strong>bound bank card</strong> within an hour.</p>',
    },
    { id: 'faq-login', category: 'faq', title: 'I cannot log in', content: '<p>Reset your password.</p>' },
  ],
  VI: [
    {
      id: 'terms',
      category: 'terms',
      title: 'Điều khoản và điều kiện',
      content: '<p>Bạn phải từ 18 tuổi trở lên.</p>',
    },
    {
      id: 'withdrawal',
      category: 'withdrawal',
      title: 'Rút tiền',
      content: '<p>Tiền rút được chuyển vào <strong>thẻ ngân hàng</strong> đã liên kết trong vòng một giờ.</p>',
    },
    { id: 'faq-login', category: 'faq', title: 'Tôi không đăng nhập được', content: '<p>Hãy đặt lại mật khẩu.</p>' },
  ],
};

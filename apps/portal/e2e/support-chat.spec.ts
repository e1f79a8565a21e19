// Customer service and live chat against the real platform (issue 24): a visitor who opens the chat
// gets the login popup; a free-play account gets the in_please_information warning; a member writes
// from the floating chat panel (a script in the message shows as text), a support agent — signed in
// to the platform's support console calls with the `support` staff role, in a request context of its
// own — claims the conversation and answers, and the member sees the answer and the unread count
// without reloading; the VIP demo member (rank level 5) lands in the VIP queue, and the customer
// service entry opens the service link in a 440 × 750 popup. Elements by role and accessible name.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import supportEn from '../../../packages/features/support/src/locales/en/support.json' with { type: 'json' };
import { staffPassword } from './support/instance-secrets';
import { DEMO_PASSWORD } from './support/platform';
import { openAs, openAsMember } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { AUTH_TEXTS, COMMON_TEXTS, fill, SHELL_TEXTS } from './support/texts';

const en = SHELL_TEXTS.EN;
const chat = supportEn.chat;

interface Conversation {
  conversationId: number;
  queue: 'general' | 'vip';
  username: string;
  lastText: string | null;
}

/** A support agent at the platform's console calls (the staff role `support`), its own session. */
async function supportAgent(tenant: E2eTenant): Promise<{ api: APIRequestContext; name: string }> {
  const api = await playwrightRequest.newContext({ baseURL: AURORA.origin });
  const login = await api.post('/ops/session', {
    data: {
      merchantCode: tenant.merchantCode,
      username: 'support',
      password: staffPassword(tenant.merchantCode, 'support'),
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, displayName, username } = (await login.json()).value as {
    token: string;
    displayName?: string;
    username: string;
  };
  await api.dispose();
  return {
    api: await playwrightRequest.newContext({
      baseURL: AURORA.origin,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    }),
    name: displayName ?? username,
  };
}

async function waitingConversationOf(api: APIRequestContext, queue: 'general' | 'vip', username: string) {
  let found: Conversation | undefined;
  await expect(async () => {
    const response = await api.get(`/ops/support/conversations?queue=${queue}&filter=waiting`);
    expect(response.ok(), await response.text()).toBe(true);
    const list = (await response.json()).value.list as Conversation[];
    found = list.find((conversation) => conversation.username === username);
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

const launcher = (page: Page, name: string | RegExp = /Open the live chat/) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

async function openChatPanel(page: Page) {
  await launcher(page).click();
  const panel = page.getByRole('dialog', { name: en.chatPanel.title });
  await expect(panel).toBeVisible();
  const frame = panel.getByTitle(en.chatPanel.frameTitle).contentFrame();
  await expect(frame.getByRole('status').filter({ hasText: chat.socket.open })).toBeVisible();
  return { panel, frame };
}

test('a visitor who opens the chat gets the login popup', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await launcher(page, en.chatPanel.open).click();
  await expect(page.getByRole('dialog', { name: AUTH_TEXTS.EN.login.title })).toBeVisible();
  await expect(page.getByRole('dialog', { name: en.chatPanel.title })).toHaveCount(0);
});

test('a free-play account gets the in_please_information warning', async ({ page }) => {
  const th = { shell: SHELL_TEXTS.TH, common: COMMON_TEXTS.TH, auth: AUTH_TEXTS.TH };
  await page.goto(`${LOTUS.origin}/login`);
  await page.getByRole('main').getByRole('button', { name: th.auth.login.freePlay }).click();
  await expect(page).toHaveURL(`${LOTUS.origin}/`);
  await page.getByRole('button', { name: th.shell.chatPanel.open, exact: true }).click();
  await expect(page.getByText(th.common.dialogs.completeInformation.message)).toBeVisible();
  await expect(page.getByRole('dialog', { name: th.shell.chatPanel.title })).toHaveCount(0);
});

test('a member writes from the chat panel, support answers, the member sees it and the unread count live', async ({
  page,
}) => {
  const member = await openAsMember(page, AURORA);
  const { panel, frame } = await openChatPanel(page);
  const script = '<script>window.__chatScript = 1</script><b>Hello</b>, my deposit has not arrived';
  const composer = frame.getByRole('textbox', { name: new RegExp(`^${chat.message}`) });
  await composer.fill(script);
  await composer.press('Enter');
  const log = frame.getByRole('log', { name: chat.messages });
  // The script is shown as text, never run or parsed.
  await expect(log.getByText(script, { exact: true })).toBeVisible();
  await expect(log.locator('script, b')).toHaveCount(0);
  expect(
    await frame.locator('body').evaluate(() => (window as { __chatScript?: number }).__chatScript),
  ).toBeUndefined();
  await expect(composer).toHaveValue('');
  await expect(frame.getByText(chat.waiting)).toBeVisible();

  // The member minimises the panel (the iframe stays); support claims and answers.
  await panel.getByRole('button', { name: en.chatPanel.minimise }).click();
  await expect(panel).toBeHidden();
  const agent = await supportAgent(AURORA);
  try {
    const conversation = await waitingConversationOf(agent.api, 'general', member.username);
    expect(conversation.lastText).toBe(script);
    const claim = await agent.api.post(`/ops/support/conversations/${conversation.conversationId}/claim`);
    expect(claim.ok(), await claim.text()).toBe(true);
    const reply = await agent.api.post(`/ops/support/conversations/${conversation.conversationId}/messages`, {
      data: { clientId: crypto.randomUUID(), text: 'We found it: it is credited now.' },
    });
    expect(reply.ok(), await reply.text()).toBe(true);

    // Without a reload: the floating button counts the unread answer.
    await expect(launcher(page, fill(en.chatPanel.openUnread_one, { count: '1' }))).toBeVisible();
    await launcher(page).click();
    await expect(panel).toBeVisible();
    await expect(log.getByText('We found it: it is credited now.')).toBeVisible();
    // Shown, the answer is read: the count goes.
    await expect(launcher(page, en.chatPanel.open)).toBeVisible();
    // The agent has claimed it: the member sees who is helping.
    const claimedBy = ((await claim.json()).value.conversation.claimedBy as { name: string }).name;
    await expect(frame.getByText(fill(chat.agent, { name: claimedBy }))).toBeVisible();
  } finally {
    await agent.api.dispose();
  }
});

test('the VIP member lands in the VIP queue, and customer service opens the service link in a popup', async ({
  page,
}) => {
  await openAs(page, AURORA, { username: 'vip01', password: DEMO_PASSWORD });
  const { frame } = await openChatPanel(page);
  const text = `VIP question ${Date.now()}`;
  const composer = frame.getByRole('textbox', { name: new RegExp(`^${chat.message}`) });
  await composer.fill(text);
  await frame.getByRole('button', { name: chat.send }).click();
  await expect(frame.getByRole('log', { name: chat.messages }).getByText(text)).toBeVisible();
  const agent = await supportAgent(AURORA);
  try {
    const conversation = await waitingConversationOf(agent.api, 'vip', 'vip01');
    expect(conversation.queue).toBe('vip');
  } finally {
    await agent.api.dispose();
  }

  // The customer-service entry: a 440 × 750 popup (the features window.open is given: Playwright
  // sizes popups like their page), sent to the (VIP) service link.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    const calls: unknown[][] = [];
    (window as { __opens?: unknown[][] }).__opens = calls;
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('navigation', { name: en.sideMenu.label })
    .getByRole('button', { name: en.sideMenu.customerService })
    .click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(`${AURORA.origin}/chat`);
  expect(await page.evaluate(() => (window as { __opens?: unknown[][] }).__opens)).toEqual([
    ['about:blank', 'customer-service', 'popup,width=440,height=750'],
  ]);
});

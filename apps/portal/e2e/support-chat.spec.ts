// Customer service and live chat against the real platform (issue 24), by role and accessible name:
// a visitor who opens the chat gets the login popup; a free-play account gets the
// in_please_information warning; in two browser contexts at once, a member writes from the floating
// chat panel (a script in the message shows as text) while a support agent in the back office's
// support console sees it arrive, claims it and answers, and the member sees the answer and the
// unread count without reloading; the VIP demo member (rank level 5) lands in the console's VIP
// queue (the platform's console calls agree), and the customer-service entry opens the service link
// in a 440 × 750 popup.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import supportEn from '../../../packages/features/support/src/locales/en/support.json' with { type: 'json' };
import { staffPassword } from './support/instance-secrets';
import { DEMO_PASSWORD } from './support/platform';
import { openAs, openAsMember } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { BACK_OFFICE_TEXTS, openBackOfficeAs } from './support/back-office';
import { AUTH_TEXTS, COMMON_TEXTS, escapeRegExp, fill, SHELL_TEXTS } from './support/texts';

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

test('two browsers at once: a member writes from the chat panel, support answers in the console, the member sees it live', async ({
  page,
  browser,
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
  // The member minimises the panel (the iframe and its socket stay).
  await panel.getByRole('button', { name: en.chatPanel.minimise }).click();
  await expect(panel).toBeHidden();

  // The support agent, in a browser context of their own, in the back office's support console.
  const console = await openBackOfficeAs(browser, AURORA, 'support');
  try {
    const bo = BACK_OFFICE_TEXTS.support;
    await console
      .getByRole('navigation', { name: BACK_OFFICE_TEXTS.nav.label })
      .getByRole('link', { name: BACK_OFFICE_TEXTS.nav.support })
      .click();
    await expect(console.getByRole('status', { name: bo.live.label })).toHaveText(bo.live.live);
    const waiting = console.getByRole('list', {
      name: fill(bo.list.label, { queue: bo.queues.general, filter: bo.filters.waiting }),
    });
    // It arrives in the general queue live (the console's socket), the script as text there too.
    const item = waiting.getByRole('button', { name: new RegExp(`^${escapeRegExp(member.username)}`) });
    await expect(item).toBeVisible();
    await item.click();
    const view = console.getByRole('region', { name: fill(bo.view.title, { username: member.username }) });
    await expect(view.getByRole('log', { name: bo.log.label }).getByText(script, { exact: true })).toBeVisible();
    await view.getByRole('button', { name: bo.view.claim }).click();
    const reply = view.getByRole('textbox', { name: new RegExp(`^${bo.composer.label}`) });
    await reply.fill('We found it: it is credited now.');
    await view.getByRole('button', { name: bo.composer.send }).click();
    await expect(
      view.getByRole('log', { name: bo.log.label }).getByText('We found it: it is credited now.'),
    ).toBeVisible();

    // Without a reload: the member's floating button counts the unread answer.
    await expect(launcher(page, fill(en.chatPanel.openUnread_one, { count: '1' }))).toBeVisible();
    await launcher(page).click();
    await expect(panel).toBeVisible();
    await expect(log.getByText('We found it: it is credited now.')).toBeVisible();
    // Shown, the answer is read: the count goes, and the console sees the read receipt.
    await expect(launcher(page, en.chatPanel.open)).toBeVisible();
    await expect(frame.getByText(new RegExp(escapeRegExp(chat.agent).replace('\\{\\{name\\}\\}', '.+')))).toBeVisible();
    await expect(view.getByRole('log', { name: bo.log.label }).getByText(bo.log.read).last()).toBeVisible();
  } finally {
    await console.context().close();
  }
});

test('the VIP member lands in the VIP queue of the console, and customer service opens the service link in a popup', async ({
  page,
  browser,
}) => {
  await openAs(page, AURORA, { username: 'vip01', password: DEMO_PASSWORD });
  const { frame } = await openChatPanel(page);
  const text = `VIP question ${Date.now()}`;
  const composer = frame.getByRole('textbox', { name: new RegExp(`^${chat.message}`) });
  await composer.fill(text);
  await frame.getByRole('button', { name: chat.send }).click();
  await expect(frame.getByRole('log', { name: chat.messages }).getByText(text)).toBeVisible();
  // The support console's VIP tab lists it (rank level 5, above 4).
  const console = await openBackOfficeAs(browser, AURORA, 'support');
  try {
    const bo = BACK_OFFICE_TEXTS.support;
    await console
      .getByRole('navigation', { name: BACK_OFFICE_TEXTS.nav.label })
      .getByRole('link', { name: BACK_OFFICE_TEXTS.nav.support })
      .click();
    // The console opens on the general queue; the VIP tab holds the VIP member.
    await expect(console.getByRole('status', { name: bo.live.label })).toHaveText(bo.live.live);
    await console.getByRole('tab', { name: new RegExp(`^${bo.queues.vip}`) }).click();
    const vip = console.getByRole('list', {
      name: fill(bo.list.label, { queue: bo.queues.vip, filter: bo.filters.waiting }),
    });
    await expect(vip.getByRole('button', { name: /^vip01/ })).toBeVisible();
    // The platform agrees: the conversation is in the VIP queue.
    const agent = await supportAgent(AURORA);
    try {
      expect((await waitingConversationOf(agent.api, 'vip', 'vip01')).queue).toBe('vip');
    } finally {
      await agent.api.dispose();
    }
  } finally {
    await console.context().close();
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
  // The chat page itself, alone (no shell), with the member's conversation: the popup has the session.
  await expect(popup.getByRole('heading', { level: 1, name: chat.title })).toBeVisible();
  await expect(popup.getByRole('navigation', { name: en.sideMenu.label })).toHaveCount(0);
  await expect(popup.getByRole('log', { name: chat.messages }).getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as { __opens?: unknown[][] }).__opens)).toEqual([
    ['about:blank', 'customer-service', 'popup,width=440,height=750'],
  ]);
});

test('the speed test measures the brand’s domains on the page’s own port, fastest first', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await page
    .getByRole('navigation', { name: en.sideMenu.label })
    .getByRole('button', { name: en.sideMenu.speedTest })
    .click();
  const dialog = page.getByRole('dialog', { name: en.speedTest.title });
  const list = dialog.getByRole('list', { name: en.speedTest.listLabel });
  // tenant.json `domains`: aurora.localhost, localhost and 127.0.0.1 all reach this server.
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText(/measuring/)).toHaveCount(0);
  const rows = await list.getByRole('listitem').allTextContents();
  const domains = ['aurora.localhost', '127.0.0.1', 'localhost'];
  const measured = rows.map((row) => {
    const domain = domains.find((each) => row.startsWith(each));
    const match = domain ? new RegExp(`^${escapeRegExp(domain)}([\\d,]+) ms$`).exec(row) : null;
    expect(match, row).not.toBeNull();
    return { domain, ms: Number(match![1]!.replace(/,/g, '')) };
  });
  expect(measured.map(({ domain }) => domain).sort()).toEqual(['127.0.0.1', 'aurora.localhost', 'localhost']);
  expect(measured.map(({ ms }) => ms)).toEqual([...measured.map(({ ms }) => ms)].sort((a, b) => a - b));
  await dialog.getByRole('button', { name: en.speedTest.again }).click();
  await expect(list.getByText(/measuring/)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

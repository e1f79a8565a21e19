// What the member-centre specs (wallet, records, agent transfers) share: their texts, fields by
// label, the member-centre dialog and the operator API.
import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import recordsEn from '../../../../packages/features/member/src/locales/en/records.json' with { type: 'json' };
import recordsTh from '../../../../packages/features/member/src/locales/th/records.json' with { type: 'json' };
import walletEn from '../../../../packages/features/member/src/locales/en/wallet.json' with { type: 'json' };
import walletTh from '../../../../packages/features/member/src/locales/th/wallet.json' with { type: 'json' };
import { textsOf } from './auth-ui';
import { staffPassword } from './instance-secrets';
import { AURORA, type E2eTenant } from './tenants';
import { escapeRegExp } from './texts';

const thai = (tenant: E2eTenant) => tenant.defaultLanguage === 'TH';
export const walletTexts = (tenant: E2eTenant) => (thai(tenant) ? walletTh : walletEn);
export const recordsTexts = (tenant: E2eTenant) => (thai(tenant) ? recordsTh : recordsEn);

/** A field by its label, whose required star the eye sees. */
export const labelled = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

export function memberCentre(page: Page, tenant: E2eTenant): Locator {
  return page.getByRole('dialog', { name: textsOf(tenant).auth.personalCenter.title });
}

/** The staff role each operator call of the specs needs. */
const STAFF_OF: [RegExp, string][] = [
  [/^\/ops\/withdrawals\//, 'finance'],
  [/^\/ops\/(messages|rewards)$/, 'content'],
];

/** The audit action an operator call of the specs records. */
function auditActionOf(path: string): string {
  if (path === '/ops/messages') return 'message.send';
  if (path === '/ops/rewards') return 'reward.grant';
  return `withdrawal.${path.split('/').at(-1)}`;
}

/**
 * An operator decision, made as the tenant's demo staff member of the role it needs (logged in with
 * the password the e2e server generated), and then found in the tenant's audit trail by the admin:
 * every operator decision of the end-to-end tests has its audit row. Node does not resolve
 * *.localhost as Chromium does, so every tenant's call goes to the one server's loopback address.
 */
export async function operatorCall(tenant: E2eTenant, path: string, data: unknown = {}): Promise<void> {
  const staff = STAFF_OF.find(([pattern]) => pattern.test(path))?.[1];
  if (!staff) throw new Error(`no staff role for ${path}`);
  const api = await playwrightRequest.newContext({ baseURL: AURORA.origin });
  try {
    const login = async (username: string) => {
      const response = await api.post('/ops/session', {
        data: { merchantCode: tenant.merchantCode, username, password: staffPassword(tenant.merchantCode, username) },
      });
      expect(response.ok(), `staff login ${username}: ${response.status()}`).toBe(true);
      return { Authorization: `Bearer ${(await response.json()).value.token}` };
    };
    const response = await api.post(path, { data, headers: await login(staff) });
    expect(response.ok(), `POST ${path} → ${response.status()} ${await response.text()}`).toBe(true);
    const trail = await api.get(`/ops/audit?actor=${staff}&action=${auditActionOf(path)}&pageSize=5`, {
      headers: await login('admin'),
    });
    const rows = (await trail.json()).value.list as { subject: string | null; outcome: string }[];
    const subject = path.startsWith('/ops/withdrawals/') ? path.split('/')[3] : (data as { title?: string }).title;
    expect(
      rows.some((row) => row.subject === subject && row.outcome === 'done'),
      `audit row of ${path}`,
    ).toBe(true);
  } finally {
    await api.dispose();
  }
}

// What the member-centre specs (wallet, records, agent transfers) share: their texts, fields by
// label, the member-centre dialog and the operator API.
import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import recordsEn from '../../../../packages/features/member/src/locales/en/records.json' with { type: 'json' };
import recordsTh from '../../../../packages/features/member/src/locales/th/records.json' with { type: 'json' };
import walletEn from '../../../../packages/features/member/src/locales/en/wallet.json' with { type: 'json' };
import walletTh from '../../../../packages/features/member/src/locales/th/wallet.json' with { type: 'json' };
import { textsOf } from './auth-ui';
import { operatorKey } from './instance-secrets';
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

/**
 * A call of the tenant's operator API with the key the e2e server generated for it: the key names
 * the tenant. Node does not resolve *.localhost as Chromium does, so every tenant's call goes to the
 * one server's loopback address.
 */
export async function operatorCall(tenant: E2eTenant, path: string, data: unknown = {}): Promise<void> {
  const headers = { Authorization: `Bearer ${operatorKey(tenant.merchantCode)}` };
  const api = await playwrightRequest.newContext({ baseURL: AURORA.origin, extraHTTPHeaders: headers });
  try {
    const response = await api.post(path, { data });
    expect(response.ok(), `POST ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}

// Stored text stays text (issue 21, item 15): what members control (username, payee account name,
// provider name, remark) and what the audit trail stores (subject, before, after) is shown as its
// literal characters, never parsed as HTML — no <b>, no <img> with an onerror that would run.
import type { Staff } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auditOf, pageOf, sessionOf, staffOf, withdrawalOf } from '../testing/fixtures';
import { renderBackoffice } from '../testing/render-backoffice';

const HOSTILE = '<b>Vic</b><img src=x onerror="window.__x=1">';

afterEach(() => {
  delete (window as { __x?: number }).__x;
});

function expectNoInjectedMarkup() {
  expect(document.querySelector('b')).toBeNull();
  expect(document.querySelector('img[src=x]')).toBeNull();
  expect(document.querySelector('img')).toBeNull();
  expect((window as { __x?: number }).__x).toBeUndefined();
}

describe('stored text in the back office', () => {
  it('shows member-controlled text in the withdrawal queue as text', async () => {
    await renderBackoffice({
      path: '/withdrawals',
      token: 'finance-token',
      routes: {
        'GET /ops/session': { value: sessionOf('finance', ['finance']) },
        'GET /ops/withdrawals': {
          value: pageOf([
            withdrawalOf({
              withdrawalNo: 'W9',
              username: `${HOSTILE} user`,
              status: 'rejected',
              remark: `${HOSTILE} remark`,
              payee: {
                payeeId: 3,
                kind: 'bank',
                providerName: `${HOSTILE} bank`,
                accountName: HOSTILE,
                accountNumber: '****7890',
                boundAt: 1,
              },
            }),
          ]),
        },
      },
    });
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} user`)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} remark`)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} bank`)).toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it('shows stored text in the audit trail as text', async () => {
    const staff: Staff = staffOf('admin', ['admin']);
    await renderBackoffice({
      path: '/audit',
      token: 'admin-token',
      routes: {
        'GET /ops/session': { value: { ...sessionOf('admin', ['admin']), staff } },
        'GET /ops/audit': {
          value: pageOf([
            auditOf({
              actor: 'finance',
              username: `${HOSTILE} member`,
              subject: `${HOSTILE} subject`,
              before: `${HOSTILE} before`,
              after: `${HOSTILE} after`,
            }),
          ]),
        },
      },
    });
    expect(await screen.findByText(`${HOSTILE} member`)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} subject`)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} before`)).toBeInTheDocument();
    expect(screen.getByText(`${HOSTILE} after`)).toBeInTheDocument();
    expectNoInjectedMarkup();
  });
});

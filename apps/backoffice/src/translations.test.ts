// The `backoffice` namespace is complete in all seven shipped sets (every English key present and
// non-empty, no stray keys, the same {{placeholders}}), real translations rather than copies of
// English (TY is English until the operator supplies it), with a lazy loader per language; and
// every staff error code of the contract has its text.
import { AUDIT_ACTIONS, ERROR_CODES } from '@portal/contracts';
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { backofficeNamespace, backofficeResources } from './backoffice-namespace';
import cn from './locales/cn/backoffice.json';
import en from './locales/en/backoffice.json';
import id from './locales/id/backoffice.json';
import pt from './locales/pt/backoffice.json';
import th from './locales/th/backoffice.json';
import ty from './locales/ty/backoffice.json';
import vi from './locales/vi/backoffice.json';
import { OPS_ERROR_TEXTS } from './shared/error-texts';

describe('back office translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.app.title).not.toBe(en.app.title);
      expect(set.login.title).not.toBe(en.login.title);
      expect(set.withdrawals.refundPending).not.toBe(en.withdrawals.refundPending);
      expect(set.errors.approval_needs_second_staff).not.toBe(en.errors.approval_needs_second_staff);
      expect(set.support.view.claimNote).not.toBe(en.support.view.claimNote);
      expect(set.support.composer.hint).not.toBe(en.support.composer.hint);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(backofficeNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await backofficeResources('TH')).toMatchObject({ nav: { withdrawals: 'การถอนเงิน' } });
    expect(await backofficeResources('FA')).toBeUndefined();
  });

  it('gives every staff error code of the contract a text of its own', () => {
    const staffCodes = [
      'staff_role_required',
      'staff_exists',
      'staff_not_found',
      'staff_last_admin',
      'reward_ceiling_exceeded',
      'approval_not_found',
      'approval_state_invalid',
      'approval_needs_second_staff',
      'login_failed',
      'login_locked',
      'TOO_MANY_REQUESTS',
      'withdrawal_state_invalid',
      'money_order_not_found',
      'account_not_found',
      'request_param_err',
      'content_languages_mismatch',
      'content_html_empty',
      'content_not_found',
      'content_id_taken',
      'promotion_kind_locked',
      'promotion_activities_open',
      'point_redeem_not_found',
      'point_redeem_state_invalid',
      'activity_already_done',
      'chat_not_found',
      'chat_image_invalid',
      'chat_conversation_closed',
      'chat_claimed_by_other',
      'chat_flood',
    ];
    const errors = en.errors as Record<string, string>;
    for (const code of staffCodes) {
      expect(Object.hasOwn(ERROR_CODES, code), code).toBe(true);
      const key = OPS_ERROR_TEXTS.keys?.[code] ?? OPS_ERROR_TEXTS.timedKeys?.[code]?.[0];
      expect(key, code).toBeDefined();
      expect(errors[key!.replace('backoffice:errors.', '')], code).toBeTruthy();
    }
  });

  it('names every audit action of the contract', () => {
    const actions = en.audit.actions as Record<string, string>;
    for (const action of AUDIT_ACTIONS) expect(actions[action], action).toBeTruthy();
  });
});

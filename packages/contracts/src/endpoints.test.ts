import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINT_NAMES } from './endpoint-routes';
import * as index from './index';
import { endpoints } from './endpoints';

describe('endpoint registry', () => {
  it('names every call of spec §7 and the system calls', () => {
    expect(ENDPOINT_NAMES).toEqual(
      expect.arrayContaining([
        'login',
        'loginFreePlay',
        'logout',
        'sendLoginSms',
        'sendRegisterSms',
        'getWhitelabel',
        'getSystemStatus',
        'register',
        'registerMobile',
        'getRegisterSettings',
        'checkAffiliate',
        'getMemberInfo',
        'getMemberIcon',
        'getPlayerAvatar',
        'changePassword',
        'forgotPasswordByEmail',
        'resetPasswordByPhone',
        'getCaptcha',
        'getBalance',
        'getDomainRoute',
        'sendFeedback',
        'getHelpCenter',
        'getCountries',
        'getPayloadKey',
        'updateLanguage',
        'getGameVendors',
        'getGameList',
        'getHotGames',
        'getVendorGameTypes',
        'getFavoriteIds',
        'getFavoriteList',
        'addFavorite',
        'removeFavorite',
        'getRecentGames',
        'getPvpRooms',
        'launchGame',
        'closeGame',
      ]),
    );
  });
  it('puts every call in exactly one domain table (a name in two would be overwritten silently)', () => {
    const tables = Object.entries(index).filter(
      ([name]) => /^[A-Z][A-Z_]*_ROUTES$/.test(name) && name !== 'ENDPOINT_ROUTES',
    );
    expect(tables.length).toBeGreaterThanOrEqual(12);
    const names = tables.flatMap(([, table]) => Object.keys(table as object));
    expect(names.toSorted()).toEqual([...ENDPOINT_NAMES].toSorted());
  });
  it('has one endpoint per method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('sends GET payloads as query strings and nothing else that way', () => {
    for (const e of Object.values(endpoints)) expect(e.body === 'query').toBe(e.method === 'GET');
  });
  it('keeps the spec: E on login, registration and passwords; T on member calls', () => {
    expect(endpoints.login.encrypted && endpoints.register.encrypted && endpoints.registerMobile.encrypted).toBe(true);
    expect(endpoints.changePassword.encrypted && endpoints.resetPasswordByPhone.encrypted).toBe(true);
    expect(endpoints.forgotPasswordByEmail.body).toBe('form');
    expect(endpoints.logout.method).toBe('DELETE');
    expect(endpoints.getMemberInfo.token && endpoints.getBalance.token && endpoints.changePassword.token).toBe(true);
    expect(endpoints.login.token || endpoints.register.token).toBe(false);
  });
  it('refuses unknown fields on every request', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const schema = e.request as z.ZodType;
      expect(schema.safeParse({ __unknownField: 'x' }).success, name).toBe(false);
    }
  });
});

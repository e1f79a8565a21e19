import { describe, expect, it } from 'vitest';
import { catalogueProblems, messageFor, messageLanguage } from './messages';

describe('server message catalogue', () => {
  it('has a message for every error code in every language', () => {
    expect(catalogueProblems()).toEqual([]);
  });
  it('answers TY and unknown languages in English, and reads the header case-insensitively', () => {
    expect(messageLanguage('TY')).toBe('EN');
    expect(messageLanguage('xx')).toBe('EN');
    expect(messageLanguage(undefined)).toBe('EN');
    expect(messageLanguage(' vi ')).toBe('VI');
    expect(messageFor('login_failed', 'PT')).toBe('Usuário ou senha incorretos.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalI18n } from './create-i18n';
import { type NamespaceLoader } from './resource-loaders';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/** A loader with texts for some languages, recording which languages were asked for. */
function recordingLoader(texts: Record<string, Record<string, unknown>>) {
  const calls: string[] = [];
  const loader: NamespaceLoader = async (language) => {
    calls.push(language);
    return texts[language];
  };
  return { loader, calls };
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createPortalI18n', () => {
  it('starts in the given language with the common texts loaded', async () => {
    const i18n = await createPortalI18n({ language: 'VI', storage: null });
    expect(i18n.language).toBe('VI');
    expect(i18n.t('actions.confirm')).toBeTruthy();
    expect(i18n.exists('errors.network')).toBe(true);
  });

  it('reads every key as namespace:path, even one shaped like a sentence (no per-call sentence check)', async () => {
    const { loader } = recordingLoader({ EN: { 'Ready?': { now: 'Go' } } });
    const i18n = await createPortalI18n({
      language: 'EN',
      storage: null,
      namespaces: { quiz: loader },
      preload: ['common', 'quiz'],
    });
    // i18next's default would take 'quiz:Ready?.now' for a sentence (its '?') and look it up whole.
    expect(i18n.t('quiz:Ready?.now')).toBe('Go');
  });

  it('formats `{{seconds, wait}}` in the language of the text (the throttle messages)', async () => {
    const i18n = await createPortalI18n({ language: 'EN', storage: null });
    expect(i18n.t('errors.tooManyRequests', { retryAfterSeconds: 300 })).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(i18n.t('errors.tooManyRequests', { retryAfterSeconds: 30 })).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    await i18n.changeLanguage('VI');
    expect(i18n.t('errors.tooManyRequests', { retryAfterSeconds: 120 })).toBe(
      'Quá nhiều yêu cầu. Vui lòng thử lại sau 2 phút.',
    );
  });

  it("picks plural forms by each language's own rules, not the browser's (CN is zh-CN, TY is en)", async () => {
    const bets = recordingLoader({
      EN: { placed_one: '{{count}} bet placed', placed_other: '{{count}} bets placed' },
      CN: { placed_other: '已投注 {{count}} 注' },
      PT: {
        placed_one: '{{count}} aposta feita',
        placed_many: '{{count}} de apostas feitas',
        placed_other: '{{count}} apostas feitas',
      },
    });
    const i18n = await createPortalI18n({ language: 'CN', namespaces: { bets: bets.loader }, storage: null });
    const suffix = (language: string, count: number): string => i18n.services.pluralResolver.getSuffix(language, count);
    const suffixes = [suffix('CN', 1), suffix('TY', 1), suffix('TY', 2), suffix('PT', 1_000_000), suffix('VI', 1)];
    expect(suffixes).toEqual(['_other', '_one', '_other', '_many', '_other']);
    expect(i18n.t('placed', { ns: 'bets', count: 1 })).toBe('已投注 1 注');
    await i18n.changeLanguage('EN');
    expect(i18n.t('placed', { ns: 'bets', count: 1 })).toBe('1 bet placed');
    expect(i18n.t('placed', { ns: 'bets', count: 2 })).toBe('2 bets placed');
    await i18n.changeLanguage('PT');
    expect(i18n.t('placed', { ns: 'bets', count: 1_000_000 })).toBe('1000000 de apostas feitas');
  });

  it('falls back to English for texts a set lacks', async () => {
    const lobby = recordingLoader({ EN: { title: 'Lobby', hot: 'Hot games' }, TH: { title: 'ล็อบบี้' } });
    const i18n = await createPortalI18n({ language: 'TH', namespaces: { lobby: lobby.loader }, storage: null });
    expect(i18n.t('title', { ns: 'lobby' })).toBe('ล็อบบี้');
    expect(i18n.t('hot', { ns: 'lobby' })).toBe('Hot games');
  });

  it('falls back to English for a language without a set', async () => {
    const i18n = await createPortalI18n({ language: 'JA', storage: null });
    expect(i18n.language).toBe('JA');
    expect(i18n.t('actions.cancel')).toBe('Cancel');
  });

  it('loads a namespace only for the active language and the fallback, and only when used', async () => {
    const mall = recordingLoader({ EN: { title: 'Points mall' }, CN: { title: '积分商城' } });
    const i18n = await createPortalI18n({
      language: 'CN',
      namespaces: { mall: mall.loader },
      preload: ['common'],
      storage: null,
    });
    expect(mall.calls).toEqual([]);
    await i18n.loadNamespaces('mall');
    expect(mall.calls.sort()).toEqual(['CN', 'EN']);
    expect(i18n.t('mall:title')).toBe('积分商城');
  });

  it('loads the used namespaces of a new language when the language changes', async () => {
    const mall = recordingLoader({ EN: { title: 'Points mall' }, PT: { title: 'Loja de pontos' } });
    const i18n = await createPortalI18n({ language: 'EN', namespaces: { mall: mall.loader }, storage: null });
    expect(mall.calls).toEqual(['EN']);
    await i18n.changeLanguage('PT');
    expect(mall.calls).toEqual(['EN', 'PT']);
    expect(i18n.t('mall:title')).toBe('Loja de pontos');
  });

  it('merges tenant overrides deeply over the base texts', async () => {
    const auth = recordingLoader({ EN: { login: { title: 'Log in', submit: 'Go' } } });
    const i18n = await createPortalI18n({
      language: 'EN',
      namespaces: { auth: auth.loader },
      overrides: {
        EN: { auth: { login: { title: 'Welcome to {{brandName}}' } }, common: { actions: { ok: 'Got it' } } },
      },
      defaultVariables: { brandName: 'Aurora' },
      storage: null,
    });
    expect(i18n.t('auth:login.title')).toBe('Welcome to Aurora');
    expect(i18n.t('auth:login.submit')).toBe('Go');
    expect(i18n.t('actions.ok')).toBe('Got it');
    expect(i18n.t('actions.cancel')).toBe('Cancel');
  });

  it('does not escape interpolated values (React escapes what it renders)', async () => {
    const i18n = await createPortalI18n({
      language: 'EN',
      namespaces: { shell: async () => ({ greeting: 'Hi {{name}}' }) },
      storage: null,
    });
    expect(i18n.t('shell:greeting', { name: '<Tom & Jerry>' })).toBe('Hi <Tom & Jerry>');
  });

  it('remembers a language change in hisLang and lang, but not the starting language', async () => {
    const storage = memoryStorage();
    const i18n = await createPortalI18n({ language: 'EN', storage });
    expect(storage.items.size).toBe(0);
    await i18n.changeLanguage('ID');
    expect(storage.getItem('hisLang')).toBe('ID');
    expect(storage.getItem('lang')).toBe('ID');
  });

  it('sets <html lang> and dir, switching to right-to-left for Arabic', async () => {
    const i18n = await createPortalI18n({ language: 'CN', storage: null });
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('AR');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('VI');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts in the fallback language when given an unknown code', async () => {
    const i18n = await createPortalI18n({ language: 'XX', storage: null });
    expect(i18n.language).toBe('EN');
  });

  it("shows the fallback texts when a language's chunk fails to load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: NamespaceLoader = async (language) => {
      if (language === 'VI') throw new Error('ChunkLoadError');
      return { title: 'Agent centre' };
    };
    const i18n = await createPortalI18n({ language: 'VI', namespaces: { agent: failing }, storage: null });
    expect(i18n.t('agent:title')).toBe('Agent centre');
    warn.mockRestore();
  });
});

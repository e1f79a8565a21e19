// NamespaceTexts: a namespace the app did not register loads when its screen renders — the current
// language and English, with the tenant's overrides — and again for a language switched to.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPortalI18n, type PortalI18n } from './create-i18n';
import { type LanguageCode } from './languages';
import { addNamespaceTexts, NamespaceTexts } from './namespace-texts';
import type { NamespaceLoader } from './resource-loaders';
import { I18nextProvider, useTranslation } from './react-bindings';

function Title() {
  const { t } = useTranslation('games');
  return <h1>{t('title')}</h1>;
}

/** The title inside NamespaceTexts, with "Loading" as its fallback. */
function renderTitle(i18n: PortalI18n, namespaces: Readonly<Record<string, NamespaceLoader>>) {
  render(
    <I18nextProvider i18n={i18n}>
      <NamespaceTexts namespaces={namespaces} fallback={<p>Loading</p>}>
        <Title />
      </NamespaceTexts>
    </I18nextProvider>,
  );
}

const texts: Partial<Record<LanguageCode, { title: string; hint: string }>> = {
  EN: { title: 'Games', hint: 'Pick one' },
  VI: { title: 'Trò chơi', hint: 'Chọn một' },
  TH: { title: 'เกม', hint: 'เลือก' },
};

describe('NamespaceTexts', () => {
  it('shows the fallback, loads the language and English with the overrides, then the children', async () => {
    const i18n = await createPortalI18n({ language: 'VI', storage: null, document: null });
    const load = vi.fn(async (language: LanguageCode) => texts[language]);
    const namespaces = { games: load };
    const overrides = vi.fn((language: LanguageCode, namespace: string) =>
      language === 'VI' ? Promise.resolve({ hint: `Chọn (${namespace})` }) : undefined,
    );
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceTexts namespaces={namespaces} overrides={overrides} fallback={<p>Loading</p>}>
          <Title />
        </NamespaceTexts>
      </I18nextProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trò chơi' })).toBeInTheDocument();
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['EN', 'VI']);
    expect(overrides).toHaveBeenCalledWith('VI', 'games');
    expect(i18n.getResourceBundle('VI', 'games')).toEqual({ title: 'Trò chơi', hint: 'Chọn (games)' });
    expect(i18n.getResourceBundle('EN', 'games')).toEqual(texts.EN);

    await act(() => i18n.changeLanguage('TH'));
    await waitFor(() => expect(i18n.getResourceBundle('TH', 'games')).toEqual(texts.TH));
    expect(load).toHaveBeenCalledWith('TH');
    expect(i18n.getResourceBundle('EN', 'games')).toEqual(texts.EN);
  });

  it('shows the children at once when the texts are in, and loads nothing', async () => {
    const load = vi.fn(async (language: LanguageCode) => texts[language]);
    const i18n = await createPortalI18n({ language: 'EN', namespaces: { games: load }, storage: null, document: null });
    load.mockClear();
    const namespaces = { games: load };
    renderTitle(i18n, namespaces);
    expect(screen.getByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('addNamespaceTexts puts the texts in before a render (a build-time first paint), and the children show at once', async () => {
    const i18n = await createPortalI18n({ language: 'VI', storage: null, document: null });
    const load = vi.fn(async (language: LanguageCode) => texts[language]);
    const namespaces = { games: load };
    await addNamespaceTexts(i18n, i18n.language, namespaces, (language) =>
      language === 'VI' ? Promise.resolve({ hint: 'Chọn đi' }) : undefined,
    );
    expect(i18n.getResourceBundle('VI', 'games')).toEqual({ title: 'Trò chơi', hint: 'Chọn đi' });
    expect(i18n.getResourceBundle('EN', 'games')).toEqual(texts.EN);
    renderTitle(i18n, namespaces);
    expect(screen.getByRole('heading', { name: 'Trò chơi' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await addNamespaceTexts(i18n, 'VI', namespaces);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

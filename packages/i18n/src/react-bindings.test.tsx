import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPortalI18n } from './create-i18n';
import { I18nextProvider, Trans, useCurrentLanguage, useTranslation } from './react-bindings';

function LanguageProbe() {
  const { t } = useTranslation();
  const { language, direction, changeLanguage } = useCurrentLanguage();
  return (
    <div>
      <p>{t('actions.confirm')}</p>
      <p>
        {language} {direction}
      </p>
      <button type="button" onClick={() => void changeLanguage('FA')}>
        FA
      </button>
    </div>
  );
}

describe('React bindings', () => {
  it('renders texts and re-renders on a language change', async () => {
    const i18n = await createPortalI18n({ language: 'VI', storage: null, document: null });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageProbe />
      </I18nextProvider>,
    );
    expect(screen.getByText('Xác nhận')).toBeInTheDocument();
    expect(screen.getByText('VI ltr')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'FA' }));
    // Persian has no set of its own: English texts, right-to-left layout.
    expect(await screen.findByText('FA rtl')).toBeInTheDocument();
    expect(screen.getByText('Confirm')).toBeInTheDocument();
  });

  it('interpolates into Trans with React escaping the value', async () => {
    const i18n = await createPortalI18n({
      language: 'EN',
      namespaces: { shell: async () => ({ welcome: 'Welcome to <strong>{{brandName}}</strong>' }) },
      defaultVariables: { brandName: '<Aurora>' },
      storage: null,
      document: null,
    });
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Trans i18nKey="shell:welcome" components={{ strong: <strong /> }} />
        </I18nextProvider>,
      );
    });
    expect(screen.getByText('<Aurora>').tagName).toBe('STRONG');
  });
});

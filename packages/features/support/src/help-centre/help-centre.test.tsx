// The help centre against a recorded platform: articles under their category headings, an article
// opened and closed again (focus to its title and back), the search across titles and contents in
// the current language (here Vietnamese, without accents), the no-match message.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { HelpCentre } from './help-centre';
import { ARTICLES, PATHS, renderSupport } from '../../test/render';

function platformIn(language: () => 'EN' | 'VI') {
  return { [PATHS.helpCenter]: () => ({ value: { articles: ARTICLES[language()] } }) };
}

describe('HelpCentre', () => {
  it('lists the articles under their categories and opens one, then goes back', async () => {
    await renderSupport(<HelpCentre />, { answers: platformIn(() => 'EN') });
    const withdrawals = await screen.findByRole('region', { name: 'Withdrawals' });
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();

    await userEvent.click(within(withdrawals).getByRole('button', { name: 'Withdrawals' }));
    const article = screen.getByRole('article', { name: 'Withdrawals' });
    expect(within(article).getByText('bound bank card')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: 'Withdrawals' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the articles' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Withdrawals' })).getByRole('button', { name: 'Withdrawals' }),
    ).toHaveFocus();
  });

  it('finds an article by a word of its content in the current language, ignoring accents and case', async () => {
    let language: 'EN' | 'VI' = 'EN';
    const { i18n, platform } = await renderSupport(<HelpCentre />, { answers: platformIn(() => language) });
    await screen.findByRole('button', { name: 'Withdrawals' });

    // The visitor switches to Vietnamese: the articles come again in that language.
    language = 'VI';
    await i18n.changeLanguage('VI');
    onTestFinished(async () => {
      await i18n.changeLanguage('EN');
    });
    await screen.findByRole('button', { name: 'Rút tiền' });
    expect(platform.calls(PATHS.helpCenter)).toHaveLength(2);

    // "ngan HANG" is in the withdrawal article's content only ("thẻ ngân hàng"), not in any title.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm trong trung tâm trợ giúp' }), 'ngan HANG');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Rút tiền|Điều khoản|đăng nhập/ })).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Rút tiền' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Số bài viết tìm thấy: 1');
  });

  it('says so when no article matches', async () => {
    await renderSupport(<HelpCentre />, { answers: platformIn(() => 'EN') });
    await screen.findByRole('button', { name: 'Withdrawals' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'roulette');
    expect(
      await screen.findByText('No article matches “roulette”. Try other words, or contact customer service.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdrawals' })).not.toBeInTheDocument();
  });

  it('says so when the articles cannot be loaded, and tries again', async () => {
    let fail = true;
    await renderSupport(<HelpCentre />, {
      answers: {
        [PATHS.helpCenter]: () =>
          fail ? { errorCode: 'service_unavailable', status: 503 } : { value: { articles: ARTICLES.EN } },
      },
    });
    expect(await screen.findByText('The articles could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Withdrawals' })).toBeInTheDocument();
  });
});

// The promotions list against a recorded platform: the new-player carousel autoplays only with two
// or more slides and a slide opens its promotion; the category tabs count and filter; a member's
// cards carry the translated label of every activity state; a visitor's carry the period instead.
import { location } from '@portal/feature-testing';
import { ACTIVITY_STATES } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PromotionsList } from './promotions-list';
import {
  activitiesOf,
  activity,
  APPLY,
  CLOSED,
  listOf,
  PATHS,
  promotion,
  RAFFLE,
  REFERRAL,
  renderPromotions,
  SECOND_NEW,
  WALLET,
  WELCOME,
} from '../../test/render';

const ALL = [WELCOME, SECOND_NEW, APPLY, RAFFLE, REFERRAL, CLOSED];
const carouselTrack = (carousel: HTMLElement) => carousel.querySelector('[aria-live]');

describe('PromotionsList', () => {
  it('shows the new-player carousel autoplaying with two slides, and a slide opens its promotion', async () => {
    await renderPromotions(<PromotionsList title="Promotions" />, {
      loggedIn: false,
      answers: { [PATHS.list]: listOf(ALL) },
    });
    const carousel = await screen.findByRole('region', { name: 'New player promotions' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    // The kit's carousel silences its announcements only while it autoplays.
    expect(carouselTrack(carousel)).toHaveAttribute('aria-live', 'off');
    expect(within(carousel).getByRole('button', { name: 'Next promotion' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('link', { name: 'Welcome bonus' }));
    expect(location()).toBe('/promotions/welcome-bonus');
  });

  it('does not autoplay a single new-player slide', async () => {
    await renderPromotions(<PromotionsList title="Promotions" />, {
      loggedIn: false,
      answers: { [PATHS.list]: listOf([WELCOME, APPLY]) },
    });
    const carousel = await screen.findByRole('region', { name: 'New player promotions' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(carouselTrack(carousel)).toHaveAttribute('aria-live', 'polite');
    expect(within(carousel).queryByRole('button', { name: 'Next promotion' })).not.toBeInTheDocument();
  });

  it('counts every category in its tab and filters the cards by the chosen one', async () => {
    await renderPromotions(<PromotionsList title="Promotions" />, {
      loggedIn: false,
      answers: { [PATHS.list]: listOf(ALL) },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(within(tabs).getByRole('tab', { name: 'All (6)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'New player (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Raffle (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    const card = within(panel).getByRole('listitem', { name: 'Lucky raffle' });
    expect(within(card).getByText('Bet 1 and draw a prize.')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-01 – 2026-12-31')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Lucky raffle' }));
    expect(location()).toBe('/promotions/lucky-raffle');
  });

  it("shows a visitor the period of a promotion that is not running, and reads nothing of a member's", async () => {
    const { platform } = await renderPromotions(<PromotionsList title="Promotions" />, {
      loggedIn: false,
      answers: {
        [PATHS.list]: listOf([
          WELCOME,
          CLOSED,
          promotion({ promotionId: 'soon', title: 'Soon', period: 'coming_soon' }),
        ]),
      },
    });
    expect(within(await screen.findByRole('listitem', { name: 'Summer cup' })).getByText('Closed')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Soon' })).getByText('Coming soon')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Welcome bonus' })).queryByText('Closed'),
    ).not.toBeInTheDocument();
    expect(platform.calls(PATHS.mine)).toEqual([]);
  });

  it("labels a member's cards with the translated state of their activity, every state", async () => {
    const labels = {
      available: 'Available',
      joined: 'Joined',
      in_process: 'In process',
      applying: 'Applying',
      issued: 'Issued',
      rejected: 'Rejected',
      claimed: 'Claimed',
      closed: 'Closed',
      coming_soon: 'Coming soon',
    };
    const promotions = ACTIVITY_STATES.map((state) =>
      promotion({ promotionId: `p-${state.replace('_', '-')}`, title: `Promotion ${state}`, category: 'other' }),
    );
    await renderPromotions(<PromotionsList title="Promotions" />, {
      answers: {
        [PATHS.list]: listOf(promotions),
        [PATHS.mine]: activitiesOf(ACTIVITY_STATES.map((state) => activity(`p-${state.replace('_', '-')}`, state))),
        [PATHS.wallet]: WALLET,
      },
    });
    for (const state of ACTIVITY_STATES) {
      const card = await screen.findByRole('listitem', { name: `Promotion ${state}` });
      expect(await within(card).findByText(labels[state])).toBeInTheDocument();
    }
  });
});

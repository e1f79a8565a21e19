// A promotion's detail against a recorded platform: a visitor gets the terms (the kit's SafeHtml) and the
// login prompt instead of actions; a member joins and sees the progress; an application refuses a
// 141-character remark and keeps it, refuses a fourth image, shows the platform's refusal of an
// image beside it, then applies; a raffle's claim shows the prize in a dialog and never a second
// claim button; a referral opens the member centre's page; an unknown id says so.
import { location } from '@portal/feature-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PromotionDetail } from './promotion-detail';
import {
  activitiesOf,
  activity,
  APPLY,
  detailOf,
  PATHS,
  RAFFLE,
  REFERRAL,
  renderPromotions,
  WALLET,
  WELCOME,
  type Answers,
} from '../../test/render';

const PROMOTIONS = [WELCOME, APPLY, RAFFLE, REFERRAL];
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function member(mine: () => ReturnType<typeof activitiesOf>, extra: Answers = {}): Answers {
  return { [PATHS.detail]: detailOf(PROMOTIONS), [PATHS.mine]: () => mine(), [PATHS.wallet]: WALLET, ...extra };
}

describe('PromotionDetail', () => {
  it('shows a visitor the terms as HTML and the login prompt instead of actions', async () => {
    const { requireLogin, platform } = await renderPromotions(<PromotionDetail promotionId="welcome-bonus" />, {
      loggedIn: false,
      answers: { [PATHS.detail]: detailOf(PROMOTIONS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-01 – 2026-12-31')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('100')).toBeInTheDocument();
    expect(within(terms).getByText('100').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(platform.calls(PATHS.mine)).toEqual([]);
  });

  it('says an unknown promotion is not found, with a link to all promotions', async () => {
    await renderPromotions(<PromotionDetail promotionId="no-such-thing" />, {
      answers: member(() => activitiesOf([])),
    });
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All promotions' }));
    expect(location()).toBe('/promotions');
  });

  it('lets a member join, then shows the progress towards the turnover as a progress bar', async () => {
    let joined = false;
    const { platform } = await renderPromotions(<PromotionDetail promotionId="welcome-bonus" />, {
      answers: member(
        () =>
          activitiesOf([
            joined
              ? activity('welcome-bonus', 'in_process', { progress: 40, turnover: 100 })
              : activity('welcome-bonus', 'available', { progress: null, turnover: 100 }),
          ]),
        {
          [PATHS.join]: () => {
            joined = true;
            return { value: activity('welcome-bonus', 'in_process', { progress: 0, turnover: 100 }) };
          },
        },
      ),
    });
    const state = await screen.findByRole('region', { name: 'Your status' });
    await userEvent.click(await within(state).findByRole('button', { name: 'Join' }));
    const bar = await within(state).findByRole('progressbar', { name: 'Valid bet towards the turnover' });
    expect(bar).toHaveAttribute('aria-valuetext', '$40.00 of $100.00');
    expect(within(state).getByText('In process')).toBeInTheDocument();
    expect(within(state).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(platform.calls(PATHS.join).map((call) => call.body)).toEqual([{ promotionId: 'welcome-bonus' }]);
  });

  it('refuses a remark of 141 characters with the message and keeps it; 140 are sent and the state is applying', async () => {
    let applied = false;
    const { platform } = await renderPromotions(<PromotionDetail promotionId="deposit-apply" />, {
      answers: member(
        () =>
          activitiesOf([
            activity('deposit-apply', applied ? 'applying' : 'available', { actedAt: applied ? 1 : null }),
          ]),
        {
          [PATHS.apply]: () => {
            applied = true;
            return { value: activity('deposit-apply', 'applying') };
          },
        },
      ),
    });
    const form = await screen.findByRole('form', { name: 'Apply for Deposit proof bonus' });
    const remark = within(form).getByRole('textbox', { name: 'Remark' });
    const long = 'x'.repeat(141);
    await userEvent.click(remark);
    await userEvent.paste(long);
    expect(within(form).getByText('141 / 140')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('The remark may have at most 140 characters.')).toBeInTheDocument();
    expect(remark).toHaveValue(long);
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    expect(platform.calls(PATHS.apply)).toEqual([]);

    await userEvent.type(remark, '{Backspace}');
    expect(within(form).getByText('140 / 140')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent. It is waiting for review.')).toBeInTheDocument();
    expect(screen.getByText('Applying')).toBeInTheDocument();
    expect(platform.calls(PATHS.apply).map((call) => call.body)).toEqual([
      { promotionId: 'deposit-apply', remark: 'x'.repeat(140), imageIds: [] },
    ]);
  });

  it('takes up to three images with previews and remove buttons, refuses a fourth, shows a refused upload beside its image and keeps the form', async () => {
    let nextId = 1;
    const { platform } = await renderPromotions(<PromotionDetail promotionId="deposit-apply" />, {
      answers: member(() => activitiesOf([activity('deposit-apply', 'available')]), {
        [PATHS.image]: (_url, init) =>
          (init?.body as File).name === 'bad.png'
            ? { errorCode: 'proof_image_invalid', status: 400 }
            : { value: { imageId: nextId++, type: 'image/png', size: 4 } },
        [PATHS.apply]: { value: activity('deposit-apply', 'applying') },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Apply for Deposit proof bonus' });
    const input = within(form).getByLabelText(/Images/);
    await userEvent.upload(input, [png('one.png'), png('bad.png'), png('three.png'), png('four.png')]);
    expect(within(form).getByText('At most 3 images.')).toBeInTheDocument();
    const chosen = within(form).getByRole('list', { name: 'Selected images' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['one.png', 'bad.png', 'three.png']);
    expect(within(chosen).getByRole('button', { name: 'Remove three.png' })).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Remark' }), 'My slip');
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    const bad = within(chosen).getByRole('listitem', { name: 'bad.png' });
    expect(await within(bad).findByRole('alert')).toHaveTextContent('The image must be a png or jpg of at most 5 MB.');
    expect(platform.calls(PATHS.apply)).toEqual([]);
    expect(within(form).getByRole('textbox', { name: 'Remark' })).toHaveValue('My slip');

    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove bad.png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(platform.calls(PATHS.apply)).toHaveLength(1));
    // The images stored on the first try are not sent again.
    expect(platform.calls(PATHS.image)).toHaveLength(3);
    expect(platform.calls(PATHS.apply)[0]!.body).toEqual({
      promotionId: 'deposit-apply',
      remark: 'My slip',
      imageIds: [1, 2],
    });
  });

  it('claims a raffle once: the prize in a dialog, then the claimed state and no claim button', async () => {
    let claimed = false;
    const { platform } = await renderPromotions(<PromotionDetail promotionId="lucky-raffle" />, {
      answers: member(
        () =>
          activitiesOf([
            claimed
              ? activity('lucky-raffle', 'claimed', { progress: 3, turnover: 1, paidAmount: 5 })
              : activity('lucky-raffle', 'available', { progress: 3, turnover: 1 }),
          ]),
        {
          [PATHS.claim]: () => {
            claimed = true;
            return {
              value: {
                activity: activity('lucky-raffle', 'claimed', { paidAmount: 5 }),
                prizeAmount: 5,
                firstClaim: true,
              },
            };
          },
        },
      ),
    });
    const state = await screen.findByRole('region', { name: 'Your status' });
    await userEvent.click(await within(state).findByRole('button', { name: 'Claim prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your prize' });
    expect(within(dialog).getByText('You won $5.00. It was added to your balance.')).toBeInTheDocument();
    expect(within(state).queryByRole('button', { name: 'Claim prize' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await within(state).findByText('Claimed')).toBeInTheDocument();
    expect(within(state).getByText('Prize claimed: $5.00')).toBeInTheDocument();
    expect(within(state).queryByRole('button', { name: 'Claim prize' })).not.toBeInTheDocument();
    expect(platform.calls(PATHS.claim)).toHaveLength(1);
  });

  it('shows a raffle claimed before with its prize and no claim button', async () => {
    await renderPromotions(<PromotionDetail promotionId="lucky-raffle" />, {
      answers: member(() =>
        activitiesOf([activity('lucky-raffle', 'claimed', { progress: 3, turnover: 1, paidAmount: 50 })]),
      ),
    });
    const state = await screen.findByRole('region', { name: 'Your status' });
    expect(await within(state).findByText('Prize claimed: $50.00')).toBeInTheDocument();
    expect(within(state).queryByRole('button', { name: 'Claim prize' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a raffle not yet reached with its progress and no claim button', async () => {
    await renderPromotions(<PromotionDetail promotionId="lucky-raffle" />, {
      answers: member(() => activitiesOf([activity('lucky-raffle', 'in_process', { progress: 0.5, turnover: 1 })])),
    });
    const state = await screen.findByRole('region', { name: 'Your status' });
    expect(await within(state).findByRole('progressbar')).toHaveAttribute('aria-valuetext', '$0.50 of $1.00');
    expect(within(state).queryByRole('button', { name: 'Claim prize' })).not.toBeInTheDocument();
  });

  it("opens the member centre's referral page through the host", async () => {
    const { openReferral } = await renderPromotions(<PromotionDetail promotionId="invite-friends" />, {
      answers: member(() => activitiesOf([activity('invite-friends', 'available')])),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite friends' }));
    expect(openReferral).toHaveBeenCalledTimes(1);
  });
});

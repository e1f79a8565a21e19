import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, renderRecordPage } from '../../../test/records-render';
import { absoluteLink, ReferralPage } from './referral-page';

const PATH = '/wps/v2/referral';
const LINK = 'https://aurora.test/register?affiliateCode=AB12CD';

const answer = (invitees: { username: string; joinedAt: number }[], totalPages = 1) => ({
  value: { code: 'AB12CD', link: LINK, invitees, pageNo: 1, pageSize: 20, totalPages, total: invitees.length },
});

afterEach(() => vi.restoreAllMocks());

describe('absoluteLink', () => {
  it('puts a path the platform answers on the portal address, and keeps a full link', () => {
    expect(absoluteLink('/register?referralCode=AB12CD', 'https://lotus.example')).toBe(
      'https://lotus.example/register?referralCode=AB12CD',
    );
    expect(absoluteLink(LINK, 'https://lotus.example')).toBe(LINK);
  });
});

describe('ReferralPage', () => {
  it('shows the invite link, its QR code, the code and who joined', async () => {
    const { platform } = await renderRecordPage(<ReferralPage />, {
      [PATH]: answer([{ username: 'pl***01', joinedAt: Date.UTC(2026, 10, 20, 5) }], 2),
    });
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(LINK);
    expect(screen.getByLabelText('Your invite code')).toHaveValue('AB12CD');
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '1 friend joined with your code' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'pl***01' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('2'));
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderRecordPage(<ReferralPage />, { [PATH]: answer([]) });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('says when the link could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderRecordPage(<ReferralPage />, { [PATH]: answer([]) });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy. Please copy it by hand.');
    expect(screen.getByRole('cell', { name: 'No one has joined with your code yet.' })).toBeInTheDocument();
  });
});

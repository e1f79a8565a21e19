import { useGetUnreadCountQuery } from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecordPage } from '../../../test/records-render';
import { MessagesPage } from './messages-page';

const MESSAGES = '/wps/v2/messages';
const READ = '/wps/v2/messages/read';
const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

interface Message {
  messageId: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: number;
}

/** An inbox on the platform: reading marks messages read, the counts follow. */
function inbox(messages: Message[]) {
  const unread = () => messages.filter((message) => !message.read).length;
  return {
    [MESSAGES]: () => ({
      value: {
        list: messages.map((message) => ({ ...message })),
        pageNo: 1,
        pageSize: 10,
        totalPages: 1,
        total: messages.length,
        unread: unread(),
      },
    }),
    [READ]: (_url: URL, init?: RequestInit) => {
      const { messageIds } = JSON.parse(String(init?.body)) as { messageIds?: number[] };
      for (const message of messages) if (!messageIds || messageIds.includes(message.messageId)) message.read = true;
      return { value: { unread: unread() } };
    },
    [UNREAD]: () => ({ value: { unReadCount: unread() } }),
  };
}

const messages = (): Message[] => [
  {
    messageId: 2,
    title: 'Weekend bonus',
    content: '<p>Claim <strong>10%</strong> more.</p>',
    read: false,
    createdAt: Date.UTC(2026, 10, 24, 3),
  },
  { messageId: 1, title: 'Welcome', content: '<p>Hello</p>', read: false, createdAt: Date.UTC(2026, 10, 23, 3) },
];

/** The header's count, as the app shows it: the same query the badge uses. */
function UnreadProbe() {
  const { data } = useGetUnreadCountQuery();
  return <output aria-label="unread probe">{data?.unReadCount ?? '…'}</output>;
}

describe('MessagesPage', () => {
  it('opens a message with its HTML made safe, marks it read and lowers the unread count', async () => {
    const { platform } = await renderRecordPage(
      <>
        <UnreadProbe />
        <MessagesPage />
      </>,
      inbox(messages()),
    );
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'unread probe' })).toHaveTextContent('2'));

    await userEvent.click(screen.getByRole('button', { name: /Weekend bonus \(unread\)/ }));
    const article = screen.getByRole('article', { name: 'Weekend bonus' });
    expect(within(article).getByText('10%').tagName).toBe('STRONG');

    expect(platform.calls(READ).map((call) => call.body)).toEqual([{ messageIds: [2] }]);
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'unread probe' })).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: 'Weekend bonus 2026-11-24 10:00' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('does not mark a read message again', async () => {
    const { platform } = await renderRecordPage(
      <MessagesPage />,
      inbox(messages().map((message) => ({ ...message, read: true }))),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Welcome/ }));
    expect(screen.getByRole('article', { name: 'Welcome' })).toHaveTextContent('Hello');
    expect(platform.calls(READ)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all read', async () => {
    const { platform } = await renderRecordPage(<MessagesPage />, inbox(messages()));
    await screen.findByText('2 unread messages');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
    expect(platform.calls(READ).map((call) => call.body)).toEqual([{}]);
    expect(screen.queryByText(/\(unread\)/)).not.toBeInTheDocument();
  });

  it('says when the inbox is empty, and when it cannot be read', async () => {
    const { unmount } = await renderRecordPage(<MessagesPage />, inbox([]));
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
    unmount();
    await renderRecordPage(<MessagesPage />, { [MESSAGES]: { errorCode: 'network_error', status: 0, message: '' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

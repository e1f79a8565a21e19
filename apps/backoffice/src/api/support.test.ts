// What arrives live is written into the answers held: a conversation listed under a filter by the
// contract's rules, added only at the top of a first page, taken out of a list it left; a message
// added once and in id order.
import { describe, expect, it } from 'vitest';
import { createBackofficeStore } from '../app/store';
import { chatMessageOf, conversationOf, pageOf, supportMemberOf } from '../testing/fixtures';
import { isListed, listsChanged, messageArrived, supportApi, type SupportConversationsQuery } from './support';

const ME = 7;
const claimedBy = (staffId: number) => ({ staffId, name: `Staff ${staffId}` });

describe('isListed', () => {
  const general = (filter: SupportConversationsQuery['filter']) => ({ queue: 'general' as const, filter });

  it('follows the filters of the contract', () => {
    const waiting = conversationOf();
    const mine = conversationOf({ state: 'open', claimedBy: claimedBy(ME) });
    const others = conversationOf({ state: 'open', claimedBy: claimedBy(9) });
    const closedMine = conversationOf({ state: 'closed', claimedBy: claimedBy(ME) });
    expect([waiting, mine, others, closedMine].map((c) => isListed(c, general('waiting'), ME))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([waiting, mine, others, closedMine].map((c) => isListed(c, general('mine'), ME))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([waiting, mine, others, closedMine].map((c) => isListed(c, general('open'), ME))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([waiting, mine, others, closedMine].map((c) => isListed(c, general('closed'), ME))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('keeps the queues apart', () => {
    expect(isListed(conversationOf({ queue: 'vip' }), general('waiting'), ME)).toBe(false);
  });
});

describe('writing live changes into the answers held', () => {
  const page1: SupportConversationsQuery = { queue: 'general', filter: 'waiting', pageNo: 1, pageSize: 20 };
  const page2: SupportConversationsQuery = { ...page1, pageNo: 2 };
  const answer = (list = [conversationOf()]) => ({ ...pageOf(list), waiting: { general: list.length, vip: 0 } });

  async function storeHolding() {
    const store = createBackofficeStore();
    await store.dispatch(supportApi.util.upsertQueryData('getSupportConversations', page1, answer()));
    await store.dispatch(supportApi.util.upsertQueryData('getSupportConversations', page2, answer([])));
    await store.dispatch(
      supportApi.util.upsertQueryData('getSupportConversation', 31, {
        conversation: conversationOf(),
        messages: [chatMessageOf({ id: 101 }), chatMessageOf({ id: 103 })],
        member: supportMemberOf(),
      }),
    );
    const list = (query: SupportConversationsQuery) =>
      supportApi.endpoints.getSupportConversations.select(query)(store.getState()).data?.list ?? [];
    return { store, list };
  }

  it('adds a new conversation at the top of the first page only, newest activity first', async () => {
    const { store, list } = await storeHolding();
    listsChanged(store.dispatch, [page1, page2], conversationOf({ conversationId: 40, lastMessageAt: Date.now() }), ME);
    expect(list(page1).map((c) => c.conversationId)).toEqual([40, 31]);
    expect(list(page2)).toEqual([]);
  });

  it('replaces one that changed and takes out one that left the filter', async () => {
    const { store, list } = await storeHolding();
    listsChanged(store.dispatch, [page1], conversationOf({ unread: 4 }), ME);
    expect(list(page1)[0]?.unread).toBe(4);
    listsChanged(store.dispatch, [page1], conversationOf({ state: 'open', claimedBy: claimedBy(9) }), ME);
    expect(list(page1)).toEqual([]);
  });

  it('adds a message once, in id order, to its own conversation only', async () => {
    const { store } = await storeHolding();
    const ids = () =>
      supportApi.endpoints.getSupportConversation
        .select(31)(store.getState())
        .data?.messages.map((m) => m.id);
    messageArrived(store.dispatch, chatMessageOf({ id: 102 }));
    messageArrived(store.dispatch, chatMessageOf({ id: 102 }));
    messageArrived(store.dispatch, chatMessageOf({ id: 104, conversationId: 32 }));
    expect(ids()).toEqual([101, 102, 103]);
  });
});

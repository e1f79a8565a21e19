// The console's live side: one staff socket (SUPPORT_SOCKET_PATHS.staff, @portal/api's reconnecting
// openSupportSocket, the staff token in its hello) while the support page is open. What it pushes is
// written into the answers held (api/support.ts): a `message` into its conversation (once, by id), a
// `queue` change into every list held and into the conversation, a member's `read` into the read
// receipts. The waiting counts are the platform's: the lists are read again a moment after a change
// (at most one read a second). After a reconnect the socket says hello with the last message id held,
// so missed messages come once; the lists and the conversation held are read again for what changed
// meanwhile (a claim, a close).
import { openSupportSocket } from '@portal/api';
import { SUPPORT_SOCKET_PATHS, type SocketServerFrame } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { conversationChanged, listsChanged, messageArrived, supportApi } from '../../api/support';
import type { BackofficeStore } from '../../app/store';
import { selectToken } from '../../session/session-slice';

/** What the console shows of the socket: connecting (first time), live, reconnecting, refused. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** How long the lists wait after a change before they are read again (their waiting counts). */
export const LIST_REFRESH_MS = 1000;

export interface SupportLiveOptions {
  myStaffId: number;
}

export function useSupportLive({ myStaffId }: SupportLiveOptions): LiveState {
  const store = useStore() as BackofficeStore;
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const { dispatch } = store;
    let wasLive = false;
    let lastSeenId = 0;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;

    const heldConversations = () =>
      supportApi.util.selectCachedArgsForQuery(store.getState(), 'getSupportConversation');
    const heldLists = () => supportApi.util.selectCachedArgsForQuery(store.getState(), 'getSupportConversations');
    /** The last message id the console holds: what the socket's hello asks to start after. */
    const lastHeldId = () => {
      let last = lastSeenId;
      for (const conversationId of heldConversations()) {
        const held = supportApi.endpoints.getSupportConversation.select(conversationId)(store.getState()).data;
        for (const message of held?.messages ?? []) last = Math.max(last, message.id);
      }
      return last;
    };
    // At most one read per LIST_REFRESH_MS however busy the queue (a pause might never come).
    const refreshListsSoon = () => {
      refreshTimer ??= setTimeout(() => {
        refreshTimer = undefined;
        dispatch(supportApi.util.invalidateTags(['SupportConversations']));
      }, LIST_REFRESH_MS);
    };

    const onFrame = (frame: SocketServerFrame) => {
      switch (frame.type) {
        case 'ready':
          if (wasLive) dispatch(supportApi.util.invalidateTags(['SupportConversations', 'SupportConversation']));
          wasLive = true;
          return;
        case 'message':
          lastSeenId = Math.max(lastSeenId, frame.message.id);
          messageArrived(dispatch, frame.message);
          return;
        case 'queue':
          listsChanged(dispatch, heldLists(), frame.conversation, myStaffId);
          conversationChanged(dispatch, frame.conversation);
          refreshListsSoon();
          return;
        case 'read':
          if (frame.by !== 'member') return;
          dispatch(
            supportApi.util.updateQueryData('getSupportConversation', frame.conversationId, (draft) => {
              draft.conversation.memberReadId = Math.max(draft.conversation.memberReadId, frame.upToId);
            }),
          );
          return;
        default:
          return;
      }
    };

    const socket = openSupportSocket({
      url: SUPPORT_SOCKET_PATHS.staff,
      getToken: () => selectToken(store.getState()),
      getAfter: lastHeldId,
      onFrame,
      onState: (next) => {
        if (next === 'open') setState('live');
        else if (next === 'refused') setState('refused');
        else setState(wasLive ? 'reconnecting' : 'connecting');
      },
    });
    return () => {
      socket.close();
      clearTimeout(refreshTimer);
    };
  }, [store, myStaffId]);

  return state;
}

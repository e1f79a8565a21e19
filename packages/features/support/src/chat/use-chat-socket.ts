// The member's chat socket while the chat page shows: opened once the newest page is in (its hello
// says the last id held, so the platform sends only what is missing), every frame merged into the
// cache (chat-cache.ts), its state shown by the page. Closed when the page goes.
import { getPortalApiConfig, openSupportSocket, type SupportSocketState } from '@portal/api';
import { SUPPORT_SOCKET_PATHS } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { applySocketFrame } from './chat-cache';
import type { ChatDispatch } from './chat-cache';

export type ChatSocketState = SupportSocketState | 'reconnecting';

export function useChatSocket(enabled: boolean, getAfter: () => number): ChatSocketState {
  const dispatch = useDispatch<ChatDispatch>();
  const [state, setState] = useState<ChatSocketState>('connecting');
  // Read at each (re)connect, so the hello always names the newest id held.
  const afterRef = useRef(getAfter);
  afterRef.current = getAfter;

  useEffect(() => {
    if (!enabled) return;
    let opened = false;
    const socket = openSupportSocket({
      url: SUPPORT_SOCKET_PATHS.member,
      getToken: () => getPortalApiConfig().getToken(),
      getAfter: () => afterRef.current(),
      onFrame: (frame) => applySocketFrame(dispatch, frame),
      onState: (next) => {
        if (next === 'open') opened = true;
        // After a first connection, a break is a reconnect in progress, not a first connect.
        setState(opened && (next === 'closed' || next === 'connecting') ? 'reconnecting' : next);
      },
    });
    return () => socket.close();
  }, [enabled, dispatch]);

  return state;
}

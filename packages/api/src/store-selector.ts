// The one selector hook the portal reads its store with: RTK Query's hooks (base-api.ts), the app's
// useAppSelector and the features' own. react-redux's useSelector subscribes through
// useSyncExternalStore, which re-renders every reader of a store change in one synchronous task:
// an answer landing re-rendered its whole screen at once, and one landing during a concurrent
// render (the app's first render is a transition) threw that render away and did it again
// synchronously. Here a change made outside a person's event (an answer, a timer, a socket) is
// rendered as a transition, in slices of a few milliseconds that a tap or a key goes before; a
// change made in a person's event (a click, a key) renders at that event's priority, as react-redux
// does, so what the person did shows at once and a typed value never lags. An answer that lands
// within a second of a person's key or tap is what they are waiting for (a search's results, a
// form's outcome): it renders at once too, in one task, not sliced into a transition whose slices
// let a frame paint in between (+1 frame of the lobby's keystroke to results, bench:lobby).
// Readers of one change render together (one transition); a render for another reason (props, a
// parent) always reads the store as it is.
import { startTransition, useEffect, useReducer, useRef } from 'react';
import { useStore, type EqualityFn, type UseSelector } from 'react-redux';

/** How long after a person's key or tap a change still renders at once. */
export const WAITING_MS = 1000;
const INPUTS = ['keydown', 'pointerdown'] as const;
let lastInput = Number.NEGATIVE_INFINITY;
let listening = false;
const noteInput = () => {
  lastInput = performance.now();
};

/** Starts noting a person's keys and taps (once, by the first reader's subscription). */
function listenForInput() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  for (const type of INPUTS) window.addEventListener(type, noteInput, { capture: true, passive: true });
}

/** Events a person makes that are not UI events (a form's submit and change, history's back). */
const PERSON_EVENT_TYPES = new Set(['submit', 'change', 'input', 'reset', 'select', 'popstate']);

/**
 * Whether `event` is a person's (a key, a tap, a click, a form's submit), not the browser's own: a
 * MessageEvent is what React's scheduler runs every render and effect in (a MessageChannel), and a
 * socket's or a worker's message, so window.event is set in all of them and their microtasks too.
 */
function isPersonEvent(event: Event): boolean {
  return (typeof UIEvent === 'function' && event instanceof UIEvent) || PERSON_EVENT_TYPES.has(event.type);
}

/**
 * Whether a change now is one a person waits for: made in their event (the browser is dispatching
 * it: the store changed in its handler) or within WAITING_MS of their last key or tap.
 */
export function personWaiting(): boolean {
  if (typeof window === 'undefined') return false;
  const event = window.event;
  return (event !== undefined && isPersonEvent(event)) || performance.now() - lastInput < WAITING_MS;
}

function useStoreSelectorHook<TState, Selected>(
  selector: (state: TState) => Selected,
  equalityFnOrOptions?: EqualityFn<Selected> | { equalityFn?: EqualityFn<Selected> },
): Selected {
  const store = useStore<TState>();
  const equal =
    (typeof equalityFnOrOptions === 'function' ? equalityFnOrOptions : equalityFnOrOptions?.equalityFn) ?? Object.is;
  const [, storeChanged] = useReducer((count: number) => count + 1, 0);
  // The value last returned: kept while the selection is equal to it, so readers get a stable value
  // (RTK Query's selectors build new objects that compare shallowly equal).
  const returned = useRef<{ value: Selected } | null>(null);
  const fresh = selector(store.getState());
  const value = returned.current !== null && equal(returned.current.value, fresh) ? returned.current.value : fresh;
  returned.current = { value };
  // Callers may pass a new selector on every render (RTK Query does): the subscription reads the latest.
  const latest = useRef({ selector, equal });
  latest.current = { selector, equal };
  useEffect(() => {
    const check = () => {
      const shown = returned.current;
      if (shown !== null && latest.current.equal(shown.value, latest.current.selector(store.getState()))) return;
      if (personWaiting()) storeChanged();
      else startTransition(storeChanged);
    };
    listenForInput();
    // The store may have changed between the render and this subscription.
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}

/** react-redux's useSelector contract (`useStoreSelector.withTypes<State>()` too), rendering as above. */
export const useStoreSelector: UseSelector = Object.assign(useStoreSelectorHook, {
  withTypes: () => useStoreSelector,
}) as UseSelector;

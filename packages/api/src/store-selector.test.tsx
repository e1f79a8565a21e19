// The store's one selector hook: a change outside a person's event renders as a transition (after
// the task that made it), one made in an event at the event's priority (in the microtasks after it,
// as react-redux does), or within a second of a person's key or tap (an answer they wait for), and
// readers get a stable value while their selection stays equal.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { shallowEqual, Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { personWaiting, useStoreSelector, WAITING_MS } from './store-selector';

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0, other: 0 },
  reducers: {
    increment: (state) => {
      state.count += 1;
    },
    touchOther: (state) => {
      state.other += 1;
    },
  },
});

function setUp() {
  const store = configureStore({ reducer: { counter: counter.reducer } });
  type State = ReturnType<typeof store.getState>;
  const useCounterSelector = useStoreSelector.withTypes<State>();
  const values: object[] = [];
  function Count() {
    const count = useCounterSelector((state) => state.counter.count);
    // A new object on every call, equal by shallowEqual while the count is the same.
    const selection = useCounterSelector((state) => ({ count: state.counter.count }), shallowEqual);
    values.push(selection);
    return (
      <button type="button" onClick={() => store.dispatch(counter.actions.increment())}>
        {`Count ${count}`}
      </button>
    );
  }
  render(
    <Provider store={store}>
      <Count />
    </Provider>,
  );
  return { store, values };
}

/** Lets the microtasks of this task run (where react-redux's synchronous store renders happen). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('useStoreSelector', () => {
  it('renders a change made outside an event after the task that made it, as a transition', async () => {
    const { store } = setUp();
    store.dispatch(counter.actions.increment());
    await microtasks();
    // react-redux's useSelector would have rendered "Count 1" by now (a synchronous render in a microtask).
    expect(screen.getByRole('button').textContent).toBe('Count 0');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Count 1'));
  });

  it("renders a change made in a click at the click's priority, in the microtasks after it", async () => {
    setUp();
    // Browsers set window.event while they dispatch an event; happy-dom does not: set it as they do.
    const setEvent = (event: Event | undefined) =>
      Object.defineProperty(window, 'event', { value: event, configurable: true });
    const during = (event: Event) => setEvent(event);
    const after = () => setEvent(undefined);
    window.addEventListener('click', during, { capture: true });
    window.addEventListener('click', after);
    try {
      const button = screen.getByRole('button');
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await microtasks();
      expect(button.textContent).toBe('Count 1');
    } finally {
      window.removeEventListener('click', during, { capture: true });
      window.removeEventListener('click', after);
      after();
    }
  });

  it("renders a change made in React's scheduler task (a MessageEvent, not a person's) as a transition", async () => {
    const { store } = setUp();
    // Browsers set window.event to the MessageChannel's MessageEvent while React's scheduler runs
    // renders and effects (an effect's query starting, say), and keep it for their microtasks.
    Object.defineProperty(window, 'event', { value: new MessageEvent('message'), configurable: true });
    try {
      expect(personWaiting()).toBe(false);
      store.dispatch(counter.actions.increment());
      await microtasks();
      expect(screen.getByRole('button').textContent).toBe('Count 0');
    } finally {
      Object.defineProperty(window, 'event', { value: undefined, configurable: true });
    }
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Count 1'));
  });

  it('keeps the value it returned while the selection stays equal', async () => {
    const { store, values } = setUp();
    const first = values.at(-1);
    store.dispatch(counter.actions.touchOther());
    store.dispatch(counter.actions.increment());
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Count 1'));
    const afterIncrement = values.at(-1);
    expect(afterIncrement).not.toBe(first);
    expect(afterIncrement).toEqual({ count: 1 });
    store.dispatch(counter.actions.touchOther());
    await microtasks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing it reads changed: no render, and any render would return the same object.
    expect(values.at(-1)).toBe(afterIncrement);
  });

  describe("within a second of a person's key or tap", () => {
    // Suspends on the first change: a transition keeps what is shown, an urgent render shows the fallback.
    function setUpSuspending() {
      const store = configureStore({ reducer: { counter: counter.reducer } });
      const useCounterSelector = useStoreSelector.withTypes<ReturnType<typeof store.getState>>();
      const never = new Promise<never>(() => {});
      function Count() {
        const count = useCounterSelector((state) => state.counter.count);
        if (count > 0) throw never;
        return <p>{`Count ${count}`}</p>;
      }
      render(
        <Provider store={store}>
          <Suspense fallback={<p>Waiting</p>}>
            <Count />
          </Suspense>
        </Provider>,
      );
      return store;
    }
    /** A key at time 50 s, the clock then `later` ms on. */
    function keyThen(later: number, input: Event) {
      const now = vi.spyOn(performance, 'now').mockReturnValue(50_000);
      window.dispatchEvent(input);
      now.mockReturnValue(50_000 + later);
      return now;
    }

    it('renders a change at once (an answer the person waits for)', async () => {
      const store = setUpSuspending();
      const now = keyThen(WAITING_MS - 1, new KeyboardEvent('keydown', { key: 'a' }));
      try {
        expect(personWaiting()).toBe(true);
        store.dispatch(counter.actions.increment());
        await waitFor(() => expect(screen.getByText('Waiting')).toBeInTheDocument());
      } finally {
        now.mockRestore();
      }
    });

    it('a tap counts as a key does', () => {
      const now = keyThen(10, new PointerEvent('pointerdown'));
      try {
        expect(personWaiting()).toBe(true);
      } finally {
        now.mockRestore();
      }
    });

    it('after that second, renders as a transition again', async () => {
      const store = setUpSuspending();
      const now = keyThen(WAITING_MS + 1, new KeyboardEvent('keydown', { key: 'a' }));
      try {
        expect(personWaiting()).toBe(false);
        store.dispatch(counter.actions.increment());
        await new Promise((resolve) => setTimeout(resolve, 50));
        // The transition suspended: what was shown stays, and no fallback replaced it.
        expect(screen.getByText('Count 0')).toBeInTheDocument();
        expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
      } finally {
        now.mockRestore();
      }
    });
  });
});

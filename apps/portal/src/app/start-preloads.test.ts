import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_INSERTED_ATTRIBUTE, PRELOADS_INSERTED_EVENT, preloadsInserted } from './start-preloads';

function container(painted: boolean): HTMLElement {
  const root = document.createElement('div');
  if (painted) root.innerHTML = '<div data-first-paint=""></div>';
  return root;
}

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.documentElement.removeAttribute(PRELOADS_INSERTED_ATTRIBUTE);
  vi.useRealTimers();
});

describe('preloadsInserted', () => {
  it('resolves at once on a page without a first paint (app.html has no start script)', async () => {
    expect(await settled(preloadsInserted(container(false)))).toBe(true);
  });

  it('resolves at once when the start script has already said so', async () => {
    document.documentElement.setAttribute(PRELOADS_INSERTED_ATTRIBUTE, '');
    expect(await settled(preloadsInserted(container(true)))).toBe(true);
  });

  it('waits on a first-paint page until the start script says it has inserted them all', async () => {
    const waiting = preloadsInserted(container(true));
    expect(await settled(waiting)).toBe(false);
    document.dispatchEvent(new Event(PRELOADS_INSERTED_EVENT));
    expect(await settled(waiting)).toBe(true);
  });

  it('starts the app after a second at the latest (a start script that failed half-way)', async () => {
    vi.useFakeTimers();
    const waiting = preloadsInserted(container(true));
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

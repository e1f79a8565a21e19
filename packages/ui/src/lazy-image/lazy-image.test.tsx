import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LazyImage } from './lazy-image';
import {
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_MAX_ATTEMPTS,
  LAZY_IMAGE_PRELOAD_FACTOR,
  LAZY_IMAGE_THRESHOLD,
  LAZY_IMAGE_THROTTLE_MS,
  preloadRootMargin,
} from './lazy-image.constants';
import { loadedCacheSize, rememberLoaded, resetLazyImageLoader, wasLoaded } from './lazy-image.loader';

// A stand-in IntersectionObserver the test drives by hand.
class FakeObserver {
  static instances: FakeObserver[] = [];
  /** Every target observed, in order (a frame observed again for a new picture comes again). */
  readonly seen: Element[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    this.seen.push(target);
  }
  disconnect() {
    this.targets.clear();
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  takeRecords() {
    return [];
  }
  /** Reports targets in (or out of) view in one batch, then lets the loader's check (a microtask) run. */
  async reveal(targets: (Element | undefined)[], isIntersecting = true) {
    const entries = targets
      .filter((target) => target !== undefined && this.targets.has(target))
      .map(
        (target) =>
          ({
            target,
            isIntersecting,
            intersectionRatio: isIntersecting ? 1 : 0,
          }) as unknown as IntersectionObserverEntry,
      );
    await act(async () => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/**
 * Reports the nth targets observed (from 0; -1 the latest) in or out of view, through the one
 * observer the images waiting share (the latest: it goes once nothing waits, and the next picture
 * makes a new one).
 */
async function reveal(nth: number | number[], isIntersecting = true) {
  const observer = FakeObserver.instances.at(-1);
  await observer?.reveal(
    [nth].flat().map((n) => observer.seen.at(n)),
    isIntersecting,
  );
}

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    resetLazyImageLoader();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has the spec constants', () => {
    expect(LAZY_IMAGE_MAX_ATTEMPTS).toBe(3);
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    expect(LAZY_IMAGE_CACHE_SIZE).toBe(200);
    expect(LAZY_IMAGE_THROTTLE_MS).toBe(200);
    expect(LAZY_IMAGE_PRELOAD_FACTOR).toBe(1.3);
  });

  it('starts loading 30% of a viewport below the fold (preload factor 1.3)', () => {
    expect(preloadRootMargin()).toBe('0px 0px 30% 0px');
    renderWithTheme(<LazyImage src="/game.png" alt="Lucky Dragon" />);
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe('0px 0px 30% 0px');
  });

  it('starts images that came into view at most once per 200 ms, skipping one scrolled past', async () => {
    vi.useFakeTimers();
    renderWithTheme(
      <>
        <LazyImage src="/one.png" alt="One" />
        <LazyImage src="/two.png" alt="Two" />
        <LazyImage src="/three.png" alt="Three" />
      </>,
    );
    await reveal(0);
    expect(screen.getByRole('img', { name: 'One' })).toBeInTheDocument();
    await reveal(1);
    await reveal(2);
    // Within the throttle window: not yet started.
    expect(screen.queryByRole('img', { name: 'Two' })).not.toBeInTheDocument();
    await reveal(2, false);
    act(() => vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS));
    expect(screen.getByRole('img', { name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Three' })).not.toBeInTheDocument();
  });

  it('watches every image waiting to be seen with one observer', async () => {
    const view = renderWithTheme(
      <>
        <LazyImage src="/one.png" alt="One" />
        <LazyImage src="/two.png" alt="Two" />
      </>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]?.targets.size).toBe(2);
    // A started image is no longer watched; an unmounted one neither.
    await reveal(0);
    expect(FakeObserver.instances[0]?.targets.size).toBe(1);
    view.unmount();
    expect(FakeObserver.instances[0]?.targets.size).toBe(0);
    // Nothing waits: that observer is gone, and the next picture's is a new one (with the
    // IntersectionObserver of its time: a test's own stand-in, say).
    renderWithTheme(<LazyImage src="/three.png" alt="Three" />);
    expect(FakeObserver.instances).toHaveLength(2);
    expect(FakeObserver.instances[1]?.targets.size).toBe(1);
  });

  it('starts the images that came into view together in one check', async () => {
    renderWithTheme(
      <>
        <LazyImage src="/a.png" alt="A" />
        <LazyImage src="/b.png" alt="B" />
      </>,
    );
    await reveal([0, 1]);
    expect(screen.getByRole('img', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'B' })).toBeInTheDocument();
  });

  it('shows a picture that loaded before at once, without waiting to be seen', async () => {
    const first = renderWithTheme(<LazyImage src="/seen.png" alt="Seen" />);
    await reveal(0);
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    first.unmount();
    renderWithTheme(<LazyImage src="/seen.png" alt="Seen" />);
    expect(screen.getByRole('img', { name: 'Seen' })).toHaveAttribute('src', '/seen.png');
  });

  it('waits to be seen again for a new picture that has not loaded before, and shows one that has at once', async () => {
    vi.useFakeTimers();
    rememberLoaded('/seen.png');
    const view = renderWithTheme(<LazyImage src="/first.png" alt="Tile" />);
    await reveal(0);
    expect(screen.getByRole('img', { name: 'Tile' })).toHaveAttribute('src', '/first.png');

    // The same place, a new game (a grid's tile after a search): not requested until seen.
    view.rerender(<LazyImage src="/second.png" alt="Tile" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await reveal(-1);
    act(() => vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS));
    expect(screen.getByRole('img', { name: 'Tile' })).toHaveAttribute('src', '/second.png');

    view.rerender(<LazyImage src="/seen.png" alt="Tile" />);
    expect(screen.getByRole('img', { name: 'Tile' })).toHaveAttribute('src', '/seen.png');
  });

  it('remembers at most 200 loaded pictures, forgetting the least recently used', () => {
    for (let n = 0; n < LAZY_IMAGE_CACHE_SIZE; n += 1) rememberLoaded(`/g${n}.png`);
    expect(wasLoaded('/g0.png')).toBe(true);
    rememberLoaded('/new.png');
    expect(loadedCacheSize()).toBe(LAZY_IMAGE_CACHE_SIZE);
    // /g0 was touched just now, so /g1 is the oldest and went.
    expect(wasLoaded('/g1.png')).toBe(false);
    expect(wasLoaded('/g0.png')).toBe(true);
  });

  it('shows a picture remembered as loaded (one the first paint showed) at once, already marked loaded', () => {
    rememberLoaded('/painted.png');
    renderWithTheme(<LazyImage src="/painted.png" alt="Painted" fadeIn={false} />);
    const image = screen.getByRole('img', { name: 'Painted' });
    expect(image).toHaveAttribute('src', '/painted.png');
    expect(image).toHaveAttribute('data-loaded', '');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('loads a priority picture at once, with high fetch priority and no fade, without waiting to be seen', () => {
    renderWithTheme(<LazyImage src="/banner.png" alt="Welcome offer" priority />);
    const image = screen.getByRole('img', { name: 'Welcome offer' });
    expect(image).toHaveAttribute('src', '/banner.png');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // Shown as it arrives: the build-time first paint has no script to mark it loaded.
    expect(getComputedStyle(image).opacity).toBe('1');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('does not load until a tenth of it is visible', async () => {
    renderWithTheme(<LazyImage src="/game.png" alt="Lucky Dragon" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(FakeObserver.instances[0]?.options.threshold).toBe(0.1);
    await reveal(0);
    expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', '/game.png');
  });

  it('retries a failing image, then shows the error image after the last attempt', async () => {
    const onError = vi.fn();
    renderWithTheme(<LazyImage src="/broken.png" alt="Lucky Dragon" errorSrc="/fallback.png" onError={onError} />);
    await reveal(0);
    const tried: Element[] = [];
    for (let attempt = 1; attempt <= LAZY_IMAGE_MAX_ATTEMPTS; attempt += 1) {
      const image = screen.getByRole('img', { name: 'Lucky Dragon' });
      expect(image).toHaveAttribute('src', '/broken.png');
      tried.push(image);
      fireEvent.error(image);
    }
    // Each attempt was a fresh <img> element (a new request), and then the error image.
    expect(new Set(tried).size).toBe(LAZY_IMAGE_MAX_ATTEMPTS);
    expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', '/fallback.png');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows a labelled placeholder when there is no error image', async () => {
    renderWithTheme(<LazyImage src="/broken.png" alt="Lucky Dragon" />);
    await reveal(0);
    for (let attempt = 1; attempt <= LAZY_IMAGE_MAX_ATTEMPTS; attempt += 1) fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Lucky Dragon' }).tagName).toBe('SPAN');
  });

  it('stops retrying once an attempt loads', async () => {
    const onLoad = vi.fn();
    renderWithTheme(<LazyImage src="/flaky.png" alt="Lucky Dragon" onLoad={onLoad} />);
    await reveal(0);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.load(screen.getByRole('img'));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/flaky.png');
  });
});

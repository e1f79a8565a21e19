import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LazyImage } from './lazy-image';
import { LAZY_IMAGE_MAX_ATTEMPTS, LAZY_IMAGE_THRESHOLD } from './lazy-image.constants';

// A stand-in IntersectionObserver the test drives by hand.
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the spec constants', () => {
    expect(LAZY_IMAGE_MAX_ATTEMPTS).toBe(3);
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
  });

  it('does not load until a tenth of it is visible', () => {
    renderWithTheme(<LazyImage src="/game.png" alt="Lucky Dragon" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const observer = FakeObserver.instances[0];
    expect(observer?.options.threshold).toBe(0.1);
    observer?.reveal();
    expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', '/game.png');
  });

  it('retries a failing image, then shows the error image after the last attempt', () => {
    const onError = vi.fn();
    renderWithTheme(<LazyImage src="/broken.png" alt="Lucky Dragon" errorSrc="/fallback.png" onError={onError} />);
    FakeObserver.instances[0]?.reveal();
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

  it('shows a labelled placeholder when there is no error image', () => {
    renderWithTheme(<LazyImage src="/broken.png" alt="Lucky Dragon" />);
    FakeObserver.instances[0]?.reveal();
    for (let attempt = 1; attempt <= LAZY_IMAGE_MAX_ATTEMPTS; attempt += 1) fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Lucky Dragon' }).tagName).toBe('SPAN');
  });

  it('stops retrying once an attempt loads', () => {
    const onLoad = vi.fn();
    renderWithTheme(<LazyImage src="/flaky.png" alt="Lucky Dragon" onLoad={onLoad} />);
    FakeObserver.instances[0]?.reveal();
    fireEvent.error(screen.getByRole('img'));
    fireEvent.load(screen.getByRole('img'));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/flaky.png');
  });
});

// An IntersectionObserver for tests that reports every observed element as visible at once, so
// lazy images render (happy-dom has no layout to intersect with).
import { vi } from 'vitest';

class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function makeEverythingVisible(): void {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
}

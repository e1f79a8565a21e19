// React.lazy for a named export: the feature's modules export names, not defaults, and each part
// that loads on demand picks its component out of the chunk's module.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

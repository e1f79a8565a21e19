// Parts of a page that load in their own chunk (React.lazy) but show in the build-time first paint
// (src/prerender.tsx): the banner slider, the side menu's categories, the footer, the home lobby.
// The prerender names the parts a page showed on its root (`data-parts`); before its first render
// replaces that page, the app loads those parts, so none of them drops back to its placeholder for
// a moment. Other parts load when they first render, as plain lazy components do.
import { lazy, memo, type ComponentType } from 'react';

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
/** The parts rendered since the last `takeRenderedParts()` (prerender only: one page at a time). */
const rendered = new Set<string>();

/** React.lazy under a name, so a first-paint page can say it shows the part. */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  loaders.set(name, once);
  const Lazy = lazy(once);
  function Part(props: P) {
    if (import.meta.env.SSR) rendered.add(name);
    return <Lazy {...props} />;
  }
  Part.displayName = `Part(${name})`;
  // A part's props are few and plain: it renders again only when they change, not with its parent
  // (the shell renders again on every navigation).
  return memo(Part);
}

/** The names of the parts rendered since the last call (the prerender asks after each page). */
export function takeRenderedParts(): string[] {
  const names = [...rendered].sort();
  rendered.clear();
  return names;
}

/** Loads the named parts whose modules are known (registered by modules loaded so far). */
export function loadParts(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => loaders.get(name)?.()));
}

/** The parts a first-paint page shows, from its painted root and what the platform painted into it (none on a bare page). */
export function paintedParts(container: HTMLElement): string[] {
  const painted = container.querySelectorAll<HTMLElement>('[data-first-paint], [data-first-paint] [data-parts]');
  return [...painted].flatMap((element) => element.dataset.parts?.split(',').filter(Boolean) ?? []);
}

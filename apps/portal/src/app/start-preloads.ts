// The first-paint page's start script (scripts/prerender-pages.mjs) asks for the app's chunks a few
// at a time, each few in a task of its own. Vite's preload helper, on the app's first dynamic
// import, notes which module preloads <head> holds, and later inserts every other chunk an import
// needs, all in one task. When the app started before the script had asked for them all, the helper
// inserted the rest itself (18-50 in one task on the home page at a 4× CPU slowdown). So the app's
// start waits for the script to say it has asked for everything.

/** Set on <html> by the start script once it has inserted every module preload. */
export const PRELOADS_INSERTED_ATTRIBUTE = 'data-preloads-inserted';
/** Dispatched on the document at the same moment. */
export const PRELOADS_INSERTED_EVENT = 'portal:preloads-inserted';
/** A start script that failed half-way must not hold the app: it starts after this at the latest. */
const LONGEST_WAIT_MS = 1000;

/** Resolves once the start script has inserted its module preloads; at once on a page without one (app.html). */
export function preloadsInserted(container: HTMLElement): Promise<void> {
  const root = document.documentElement;
  if (!container.querySelector('[data-first-paint]') || root.hasAttribute(PRELOADS_INSERTED_ATTRIBUTE))
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    function done() {
      clearTimeout(timer);
      document.removeEventListener(PRELOADS_INSERTED_EVENT, done);
      resolve();
    }
    document.addEventListener(PRELOADS_INSERTED_EVENT, done);
  });
}

// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { FIRST_PAINT_GAMES, FIRST_PAINT_POPUP, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  deferScripts,
  lazyPartImports,
  pageFile,
  pageHtml,
  partChunks,
  queryPartSources,
  priorityImage,
  screenPartSources,
} from './prerender-pages.mjs';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Aurora Gaming</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="icon" href="/assets/favicon.svg">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html: '<header>Aurora</header><img src="/assets/logo.svg" alt="Aurora"/><img src="/assets/welcome.svg" alt="Welcome" fetchPriority="high"/>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  lang: 'th',
  parts: ['banner-area', 'footer'],
  texts: ['lottery'],
};

/** A stand-in setTimeout that runs what it is given at once: the start script's later insertions too. */
const RUN_NOW = (run: () => void) => run();

/** Runs the start script in a context with the page's address (`search`, none by default) and `context`. */
function runStart(script: string, context: Record<string, unknown>, search = '') {
  runInNewContext(script, { location: { search }, URLSearchParams, ...context });
}

/** A document with just what the start script touches; what it inserts into <head> lands in `appended`. */
function standInDocument(
  visibilityState: string,
  picture: unknown,
  appended: Array<Record<string, string>>,
  parts = '',
  popupParts = '',
  popup: unknown = null,
) {
  const withParts = (value: string) => ({ getAttribute: (name: string) => (name === 'data-parts' ? value : null) });
  return {
    visibilityState,
    head: {
      appendChild: (fragment: { children: Array<Record<string, string>> }) => appended.push(...fragment.children),
    },
    createDocumentFragment: () => {
      const children: Array<Record<string, string>> = [];
      return { children, appendChild: (element: Record<string, string>) => children.push(element) };
    },
    createElement: (tag: string) => ({ tag }),
    querySelector: (selector: string) => (selector === '[data-painted-popup]' ? popup : picture),
    // The painted root, and a popup the platform painted into it.
    querySelectorAll: (selector: string) =>
      selector === '[data-first-paint], [data-first-paint] [data-parts]'
        ? [withParts(parts), ...(popupParts ? [withParts(popupParts)] : [])]
        : [],
  };
}

describe('first-paint pages', () => {
  it('writes / as index.html and every other route as <route>/index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/rng')).toBe('rng/index.html');
    expect(pageFile('/cockfightGames')).toBe('cockfightGames/index.html');
  });

  it('finds the picture marked high priority, whatever the attribute case', () => {
    expect(priorityImage(PAGE.html)).toBe('/assets/welcome.svg');
    expect(priorityImage('<img src="/a.svg" alt="">')).toBeNull();
  });

  it('takes the scripts out of the page into a hashed start script that requests them', () => {
    const { page, script, file } = deferScripts(BUILT);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(`<script defer src="/${file}"></script>`);
    expect(file).toMatch(/^assets\/start-[\w-]{8}\.js$/);
    expect(deferScripts(BUILT).file).toBe(file);

    // Run in a stand-in document: a hidden tab starts at once; the entry and preloads are appended.
    const appended: Array<Record<string, string>> = [];
    const document = standInDocument('hidden', null, appended);
    runStart(script, { document, setTimeout: () => 0, requestAnimationFrame: () => 0 });
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/router-2.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
  });

  it('also requests the chunks of the lazy parts the page shows, each once', () => {
    // Vite's preload helper would insert them one by one (~5 ms each on a phone) in the entry's task.
    const { script } = deferScripts(BUILT, {
      footer: ['/assets/footer-1.js', '/assets/react-1.js', '/assets/links-3.js'],
      'banner-area': ['/assets/banner-4.js', '/assets/links-3.js'],
      marquee: ['/assets/marquee-5.js'],
    });
    const appended: Array<Record<string, string>> = [];
    const document = standInDocument('hidden', null, appended, 'banner-area,footer');
    runStart(script, { document, setTimeout: RUN_NOW, requestAnimationFrame: () => 0 });
    expect(appended.map((tag) => tag.href ?? tag.src)).toEqual([
      '/assets/react-1.js',
      '/assets/router-2.js',
      '/assets/banner-4.js',
      '/assets/index-abc.js',
      '/assets/links-3.js',
      '/assets/footer-1.js',
    ]);
  });

  it("also requests the chunks of the modules the entry imports at start, with the entry's own", () => {
    const { script } = deferScripts(BUILT, {}, ['/assets/app-root-7.js', '/assets/react-1.js']);
    const appended: Array<Record<string, string>> = [];
    runStart(script, {
      document: standInDocument('hidden', null, appended),
      setTimeout: () => 0,
      requestAnimationFrame: () => 0,
    });
    expect(appended.map((tag) => tag.href ?? tag.src)).toEqual([
      '/assets/react-1.js',
      '/assets/router-2.js',
      '/assets/app-root-7.js',
      '/assets/index-abc.js',
    ]);
  });

  it('inserts three scripts a task, the entry with the first three (no long task on a phone)', () => {
    const many = Array.from({ length: 7 }, (_, n) => `/assets/part-${n}.js`);
    const { script } = deferScripts(BUILT, { footer: many });
    const appended: Array<Record<string, string>> = [];
    const timers: Array<() => void> = [];
    const document = standInDocument('hidden', null, appended, 'footer');
    runStart(script, {
      document,
      setTimeout: (run: () => void) => timers.push(run),
      requestAnimationFrame: () => 0,
    });
    const requested = () => appended.map((tag) => tag.href ?? tag.src);
    expect(requested()).toEqual(['/assets/react-1.js', '/assets/router-2.js', many[0], '/assets/index-abc.js']);
    for (const next of [many.slice(1, 4), many.slice(4, 7)]) {
      expect(timers).toHaveLength(1);
      const before = appended.length;
      timers.shift()!();
      expect(requested().slice(before)).toEqual(next);
    }
    expect(timers).toHaveLength(0);
  });

  it('says once it has inserted the last three, not before (the app waits for it)', () => {
    const many = Array.from({ length: 4 }, (_, n) => `/assets/part-${n}.js`);
    const inserted = { attribute: 'data-preloads-inserted', event: 'portal:preloads-inserted' };
    const { script } = deferScripts(BUILT, { footer: many }, [], inserted);
    const appended: Array<Record<string, string>> = [];
    const timers: Array<() => void> = [];
    const said: string[] = [];
    const document = {
      ...standInDocument('hidden', null, appended, 'footer'),
      documentElement: { setAttribute: (name: string) => said.push(`attribute ${name}`) },
      dispatchEvent: (event: { type: string }) => said.push(`event ${event.type}`),
    };
    class Event {
      constructor(readonly type: string) {}
    }
    runStart(script, {
      document,
      Event,
      setTimeout: (run: () => void) => timers.push(run),
      requestAnimationFrame: () => 0,
    });
    // Six scripts: the two preloads and the first part with the entry, then the other three.
    expect(said).toEqual([]);
    timers.shift()!();
    expect(appended).toHaveLength(7);
    expect(said).toEqual(['attribute data-preloads-inserted', 'event portal:preloads-inserted']);
  });

  it("leaves a part's chunks that the script asks for anyway out of the part's list", () => {
    const { script } = deferScripts(BUILT, { footer: ['/assets/footer-1.js', '/assets/react-1.js'] }, [
      '/assets/app-root-7.js',
    ]);
    expect(script).toContain('"footer":["/assets/footer-1.js"]');
  });

  it("names each route screen of the manifest as a part, under the prerender's name", () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/screens/register/register-screen.tsx': { file: 'assets/register-screen-1.js' },
      'src/screens/lobby/lobby-screen.tsx': { file: 'assets/lobby-screen-2.js' },
      'src/screens/lobby/lobby-host.tsx': { file: 'assets/lobby-host-3.js' },
      'src/shell/footer/footer.tsx': { file: 'assets/footer-4.js' },
    };
    expect(screenPartSources(manifest, (module) => `screen:${module}`)).toEqual({
      'screen:register/register-screen': 'src/screens/register/register-screen.tsx',
      'screen:lobby/lobby-screen': 'src/screens/lobby/lobby-screen.tsx',
    });
  });

  it("also requests the chunks of what the address's query opens (?member=: the member centre), not otherwise", () => {
    const parts = { 'query:member': ['/assets/personal-center-dialog-7.js', '/assets/react-1.js'] };
    const requested = (search: string) => {
      const { script } = deferScripts(BUILT, parts);
      const appended: Array<Record<string, string>> = [];
      runStart(script, { document: standInDocument('hidden', null, appended), setTimeout: RUN_NOW }, search);
      return appended.map((tag) => tag.href ?? tag.src);
    };
    expect(requested('?member=securityCenter&token=abc')).toContain('/assets/personal-center-dialog-7.js');
    expect(requested('?token=abc')).not.toContain('/assets/personal-center-dialog-7.js');
    expect(requested('')).not.toContain('/assets/personal-center-dialog-7.js');
  });

  it("names a query parameter's modules as one part, found by how their paths end", () => {
    const manifest = {
      '../../packages/features/auth/src/personal-center/personal-center-url.tsx': { file: 'assets/url-1.js' },
      '../../packages/features/auth/src/personal-center/personal-center-dialog.tsx': { file: 'assets/dialog-2.js' },
      'src/other.tsx': { file: 'assets/other-3.js' },
    };
    const sources = queryPartSources(manifest, {
      member: ['/personal-center/personal-center-url.tsx', '/personal-center/personal-center-dialog.tsx'],
    });
    expect(sources).toEqual({
      'query:member': [
        '../../packages/features/auth/src/personal-center/personal-center-url.tsx',
        '../../packages/features/auth/src/personal-center/personal-center-dialog.tsx',
      ],
    });
    expect(partChunks(manifest, sources)).toEqual({ 'query:member': ['/assets/url-1.js', '/assets/dialog-2.js'] });
  });

  it('also requests the parts of a popup the platform painted into the page', () => {
    const { script } = deferScripts(BUILT, {
      footer: ['/assets/footer-1.js'],
      'announcement-overlays': ['/assets/overlays-6.js', '/assets/footer-1.js'],
    });
    const appended: Array<Record<string, string>> = [];
    const document = standInDocument('hidden', null, appended, 'footer', 'announcement-overlays');
    runStart(script, { document, setTimeout: RUN_NOW, requestAnimationFrame: () => 0 });
    expect(appended.map((tag) => tag.href ?? tag.src)).toEqual([
      '/assets/react-1.js',
      '/assets/router-2.js',
      '/assets/footer-1.js',
      '/assets/index-abc.js',
      '/assets/overlays-6.js',
    ]);
  });

  it('takes a popup painted into the page out before it paints where this tab has shown it or holds a session', () => {
    const { script } = deferScripts(BUILT);
    const run = (storage: Record<string, string>) => {
      let removed = false;
      const popup = {
        getAttribute: (name: string) => (name === 'data-painted-popup' ? 'play-responsibly' : null),
        parentNode: { removeChild: () => (removed = true) },
      };
      const document = standInDocument('hidden', null, [], '', '', popup);
      const sessionStorage = { getItem: (key: string) => storage[key] ?? null };
      runStart(script, { document, sessionStorage, setTimeout: () => 0, requestAnimationFrame: () => 0 });
      return removed;
    };
    expect(run({})).toBe(false);
    expect(run({ [FIRST_PAINT_POPUP.seenStorageKey]: '["other"]' })).toBe(false);
    expect(run({ [FIRST_PAINT_POPUP.seenStorageKey]: '["other","play-responsibly"]' })).toBe(true);
    expect(run({ [SESSION_STORAGE_KEYS.token]: 'token-1' })).toBe(true);
    // Unreadable storage: the popup stays, the app's first render decides.
    expect(run({ [FIRST_PAINT_POPUP.seenStorageKey]: '{broken' })).toBe(false);
  });

  it("finds each lazy part's module and its chunks beyond the entry's", () => {
    expect(
      lazyPartImports(
        "const Footer = lazyPart('footer', () => import('../footer/footer'));\nconst X = lazy(() => import('./x'));",
      ),
    ).toEqual([{ name: 'footer', specifier: '../footer/footer' }]);
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
      _react: { file: 'assets/react-1.js' },
      '_react.js': { file: 'assets/react-1.js' },
      'src/shell/footer/footer.tsx': {
        file: 'assets/footer-1.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_links.js'],
        dynamicImports: ['src/later.tsx'],
      },
      '_links.js': { file: 'assets/links-3.js', imports: ['_deeper.js'] },
      '_deeper.js': { file: 'assets/deeper-6.js' },
    };
    expect(partChunks(manifest, { footer: 'src/shell/footer/footer.tsx', gone: 'src/gone.tsx' })).toEqual({
      footer: ['/assets/footer-1.js', '/assets/links-3.js', '/assets/deeper-6.js'],
    });
  });

  it('waits for the priority picture on a visible page, and starts once only', () => {
    const { script } = deferScripts(BUILT);
    const appended: Array<Record<string, string>> = [];
    const listeners: Record<string, () => void> = {};
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const picture = {
      complete: false,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const document = standInDocument('visible', picture, appended);
    runStart(script, {
      document,
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
    });
    // Only the one-second cap is pending: nothing requested before the picture has loaded.
    expect(timers).toHaveLength(1);
    expect(appended).toHaveLength(0);
    listeners.load!();
    frames.shift()!();
    timers.pop()!();
    expect(appended).toHaveLength(3);
    timers.shift()!();
    expect(appended).toHaveLength(3);
  });

  it("marks the painted root with the page's markers (a page painted as the login page)", () => {
    const { page: template } = deferScripts(BUILT);
    const html = pageHtml(template, { ...PAGE, markers: ['data-login-forced'] });
    expect(html).toContain('<div data-first-paint="" data-login-forced="" data-parts="banner-area,footer"');
  });

  it('puts the rendered route, its styles, language and parts into the page, inert until the app replaces it', () => {
    const { page: template } = deferScripts(BUILT);
    const html = pageHtml(template, PAGE, '<style data-styled="true">.popup{color:blue}</style>');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain(
      '<style data-styled="true">.a{color:red}</style><style data-styled="true">.popup{color:blue}</style></head>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/assets/welcome.svg" fetchpriority="high">');
    expect(html).toContain(
      `<div id="root"><div data-first-paint="" data-parts="banner-area,footer" data-texts="lottery" aria-hidden="true" inert="">${PAGE.html}${FIRST_PAINT_POPUP.marker}</div></div>`,
    );
  });

  it('refuses markup that would need an inline script (an outlined Suspense boundary)', () => {
    const { page: template } = deferScripts(BUILT);
    expect(() =>
      pageHtml(template, { ...PAGE, html: '<div hidden id="S:0"></div><script>$RC("B:0","S:0")</script>' }),
    ).toThrow(/<script>/);
    expect(() => pageHtml('<html><head></head><body></body></html>', PAGE)).toThrow(/root/);
  });

  it("keeps a grid's tile template for the platform, and does not preload its placeholder picture", () => {
    const { page: template } = deferScripts(BUILT);
    const tile = `<template ${FIRST_PAINT_GAMES.attribute}="{&quot;pageNo&quot;:1}"><div role="gridcell"><img src="${FIRST_PAINT_GAMES.placeholders.picture}" fetchPriority="high"></div></template>`;
    const html = pageHtml(template, { ...PAGE, html: `<main>${tile}</main>` });
    expect(html).toContain(tile);
    expect(html).not.toContain('rel="preload" as="image"');
    expect(() => pageHtml(template, { ...PAGE, html: `<main>${tile}<template id="B:0"></template></main>` })).toThrow(
      /<template>/,
    );
  });
});

import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
});
const p = await c.newPage();
await p.addInitScript(() => {
  window.__scrolls = [];
  addEventListener(
    'scroll',
    () =>
      window.__scrolls.push([
        Math.round(performance.now()),
        scrollY,
        document.activeElement?.tagName +
          '.' +
          (document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.slice(0, 20)),
      ]),
    true,
  );
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lcp = [
        Math.round(e.startTime),
        e.element?.outerHTML?.slice(0, 120),
        JSON.stringify(e.element?.getBoundingClientRect()),
      ];
  }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await p.goto(process.argv[2]);
await p.waitForTimeout(5000);
console.log(
  await p.evaluate(() =>
    JSON.stringify({
      scrollY,
      scrolls: window.__scrolls.slice(0, 10),
      lcp: window.__lcp,
      bodyOverflow: document.body.style.overflow,
      docH: document.documentElement.scrollHeight,
    }),
  ),
);
await p.screenshot({ path: '/tmp/member-shot.png' });
await b.close();

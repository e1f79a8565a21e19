import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
});
const p = await c.newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(4000);
console.log(
  await p.evaluate(() => {
    const out = [
      `innerWidth ${innerWidth} scrollWidth ${document.documentElement.scrollWidth} visualViewport ${visualViewport.width}x${visualViewport.height} scale ${visualViewport.scale}`,
    ];
    const wide = [...document.querySelectorAll('body *')].filter(
      (e) => e.getBoundingClientRect().right > 420 && e.getBoundingClientRect().width > 0,
    );
    const leaves = wide.filter((e) => ![...e.children].some((ch) => wide.includes(ch)));
    for (const e of leaves.slice(0, 15)) {
      const r = e.getBoundingClientRect();
      out.push(
        `${e.tagName}.${e.className.toString().slice(0, 30)} right=${Math.round(r.right)} w=${Math.round(r.width)} ${(e.getAttribute('aria-label') || e.textContent || '').slice(0, 40)}`,
      );
    }
    return out.join('\n');
  }),
);
await b.close();

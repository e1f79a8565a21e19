// Registers the service worker (dist/<tenant>/sw.js, written by vite/delivery-plugin.ts) once the
// page is loaded and idle, so it never competes with the first paint. The worker precaches the app
// shell and shows the branded offline page without a network. A new version installs in the
// background and takes over without reloading: the open page keeps running, the next visit runs
// the new version. Not in development (Vite's dev server has no sw.js).
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked by policy): the portal works without one.
    });
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

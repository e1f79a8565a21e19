// The app's React side: the shell and the routes. The entry imports it at start in a task of its
// own, after the store, the platform, the texts and React DOM with the router (react-start.ts):
// evaluating every module in the entry's one task was a task of ~90-130 ms on a phone at 4x. The
// page's start script requests its chunks with the entry's (scripts/start-modules.mjs), so nothing
// waits on the network for it.
export { App } from './app';
export { createPortalRoutes } from '../routing/routes';
export { startAtForcedLogin } from '../routing/forced-login-start';

// The app's React side: React DOM, the router and the shell. The entry imports it at start in a task
// of its own, after the store, the platform and the texts (main.tsx): evaluating every module in
// the entry's one task was a task of ~90-130 ms on a phone at 4x. The page's start script requests
// its chunks with the entry's (scripts/start-modules.mjs), so nothing waits on the network for it.
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { App } from './app';
export { createPortalRoutes } from '../routing/routes';

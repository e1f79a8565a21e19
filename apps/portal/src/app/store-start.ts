// The store and the platform's connection, which the entry imports at start in a task of their own
// (main.tsx), after the api (api-start.ts): the endpoints of every domain, the store's slices and
// the calls of the first paint.
export { createPortalStore } from './store';
export { connectPlatform, forcesLogin, loadPermissions } from './platform';
export { loadPaintedPopup } from './painted-popup';
export { takeUrlTokenEarly } from '@portal/feature-auth';

// React DOM and the router, which the entry imports at start in a task of their own, before the
// shell (app-root.ts): evaluating both with the shell's styled components was one task of ~75-165 ms
// at a 4× CPU slowdown. The page's start script requests its chunks with the entry's
// (scripts/start-modules.mjs).
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';

// styled-components, which the entry imports at start in a task of its own, after React DOM and
// the router (react-start.ts) and before the shell (app-root.ts): evaluating it creates its style
// sheet, which takes over the painted page's rules (parsing and inserting each), ~25-35 ms of the
// shell's task at a 4× CPU slowdown. The page's start script requests its chunks with the entry's
// (scripts/start-modules.mjs).
export { ThemeProvider } from 'styled-components';

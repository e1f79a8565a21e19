// Modules the entry imports at start, dynamically, each to evaluate in a task of its own, in this
// order (src/main.tsx): part of the initial JS for the bundle budget, and requested by the
// first-paint pages' start script with the entry's own module preloads.
export const START_MODULES = [
  'src/app/api-start.ts',
  'src/app/store-start.ts',
  'src/app/react-start.ts',
  'src/app/styles-start.ts',
  'src/app/app-root.ts',
];

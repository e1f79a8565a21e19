// RTK Query's one api. The entry imports it at start in a task of its own, before the modules that
// inject their endpoints into it (main.tsx): createApi builds its slices and runs their reducers
// once, ~60-90 ms at a 4× CPU slowdown, which was part of the entry's one task of evaluation.
export { portalApi } from '@portal/api';

import { portalConfig } from '@portal/eslint-config';

// public/mockServiceWorker.js is MSW's generated worker (`msw init`), kept as it ships.
export default [...portalConfig({ kind: 'tooling', react: true, ignores: ['public/**'] })];

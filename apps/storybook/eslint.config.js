import { portalConfig } from '@portal/eslint-config';

export default [...portalConfig({ kind: 'tooling', react: true })];

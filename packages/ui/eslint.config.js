import { portalConfig } from '@portal/eslint-config';

export default [...portalConfig({ kind: 'ui', react: true })];

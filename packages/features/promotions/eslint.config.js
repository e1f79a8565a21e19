import { portalConfig } from '@portal/eslint-config';

export default portalConfig({ kind: 'feature', react: true });

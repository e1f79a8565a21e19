import { portalConfig } from '@portal/eslint-config';

export default portalConfig({ kind: 'i18n', react: true });

import { portalConfig } from './index.js';

export default portalConfig({ kind: 'tooling' });

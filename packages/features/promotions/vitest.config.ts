import { portalVitest } from '@portal/test-config';

export default portalVitest({ environment: 'happy-dom' });

// The member centre's pages from @portal/feature-member (money pages and record pages), handed to accounts' member-centre
// dialog (features do not import each other; the app composes them). This module is a chunk of its own: the dialog loads it
// when the centre first shows one of its pages (not My account), so nothing of the member centre is in the first paint. Each page runs inside WithMemberHost
// (src/bridges/member-host.tsx): what the pages need from accounts and their texts with the tenant's overrides.
import type { PersonalCenterPages } from '@portal/feature-auth';
import { RECORD_PAGES, RESPONSIBLE_GAMING_PAGES, WALLET_PAGES } from '@portal/feature-member';
import { WithMemberHost } from '../../bridges/member-host';

export const memberCentrePages: PersonalCenterPages = {
  pages: { ...WALLET_PAGES, ...RECORD_PAGES, ...RESPONSIBLE_GAMING_PAGES },
  Frame: WithMemberHost,
};

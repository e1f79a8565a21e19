// The back office's pages and the roles that open each: the navigation shows a staff member only the
// pages their roles allow (the platform refuses the calls of the others with staff_role_required).
import type { StaffRole } from '@portal/contracts';

// Support staff land on their console first (FirstPage opens the first page the roles allow).
export const PAGES = [
  { id: 'support', path: 'support', roles: ['support'] },
  { id: 'withdrawals', path: 'withdrawals', roles: ['finance', 'support'] },
  // Support resets a member's lost authenticator app (issue 25).
  { id: 'members', path: 'members', roles: ['support'] },
  { id: 'approvals', path: 'approvals', roles: ['finance', 'content'] },
  { id: 'messages', path: 'messages', roles: ['content'] },
  { id: 'pointsRedeems', path: 'points-redeems', roles: ['finance'] },
  { id: 'promotionApplications', path: 'promotion-applications', roles: ['finance', 'content'] },
  { id: 'announcements', path: 'announcements', roles: ['content'] },
  { id: 'helpArticles', path: 'help-articles', roles: ['content'] },
  { id: 'promotions', path: 'promotions', roles: ['content'] },
  { id: 'missions', path: 'missions', roles: ['content'] },
  { id: 'staff', path: 'staff', roles: ['admin'] },
  { id: 'audit', path: 'audit', roles: ['admin'] },
] as const satisfies ReadonlyArray<{ id: string; path: string; roles: readonly StaffRole[] }>;

export type PageId = (typeof PAGES)[number]['id'];

export function pagesFor(roles: readonly StaffRole[]) {
  return PAGES.filter((page) => page.roles.some((role) => roles.includes(role)));
}

export function mayOpen(page: PageId, roles: readonly StaffRole[]): boolean {
  return pagesFor(roles).some((each) => each.id === page);
}

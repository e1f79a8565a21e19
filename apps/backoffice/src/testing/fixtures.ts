// Staff, sessions, withdrawals and audit rows as the platform answers them (operator.ts shapes).
import type {
  Approval,
  AuditEntry,
  CannedReply,
  ChatMessage,
  OperatorAnnouncement,
  OperatorApplication,
  OperatorHelpArticle,
  OperatorMission,
  OperatorPromotion,
  OperatorWithdrawal,
  Staff,
  StaffRole,
  StaffSession,
  SupportConversation,
  SupportMember,
  TenantMission,
  TenantPromotion,
} from '@portal/contracts';
import type { OperatorRedeem } from '../api/points-redeems';

export const NOW = Date.UTC(2026, 10, 26, 3, 0);

export function staffOf(username: string, roles: StaffRole[], overrides: Partial<Staff> = {}): Staff {
  return {
    staffId: 7,
    username,
    displayName: `${username[0]?.toUpperCase()}${username.slice(1)} Staff`,
    roles,
    active: true,
    createdAt: NOW - 86_400_000,
    lastLoginAt: NOW - 3_600_000,
    ...overrides,
  };
}

export function sessionOf(username: string, roles: StaffRole[]): StaffSession {
  return {
    merchantCode: 'AUR',
    staff: staffOf(username, roles),
    expiresAt: NOW + 3_600_000,
    limits: { currency: 'USD', rewardCeiling: 1000, approvalThreshold: 100 },
  };
}

export function withdrawalOf(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  return {
    withdrawalNo: 'W202611260001',
    amount: 250,
    currency: 'USD',
    status: 'requested',
    payee: {
      payeeId: 1,
      kind: 'bank',
      providerName: 'Aurora Bank',
      accountName: 'Vic Member',
      accountNumber: '1234567890',
      boundAt: NOW - 86_400_000,
    },
    requestedAt: NOW - 60_000,
    decidedAt: null,
    paidAt: null,
    confirmBy: null,
    confirmedAt: null,
    receivedAmount: null,
    remark: null,
    proofCount: 0,
    username: 'vic01',
    refundedAmount: null,
    ...overrides,
  };
}

export function pageOf<T>(list: T[]) {
  return { list, pageNo: 1, pageSize: 20, totalPages: list.length > 0 ? 1 : 0, total: list.length };
}

export function approvalOf(overrides: Partial<Approval> = {}): Approval {
  return {
    approvalId: 41,
    kind: 'reward',
    status: 'pending',
    username: 'vic01',
    amount: 500,
    currency: 'USD',
    subject: 'Loyalty bonus',
    makerUsername: 'content',
    checkerUsername: null,
    createdAt: NOW - 30_000,
    decidedAt: null,
    ...overrides,
  };
}

export function auditOf(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    auditId: 1,
    at: NOW,
    actor: 'finance',
    action: 'withdrawal.approve',
    outcome: 'done',
    username: 'vic01',
    amount: 250,
    subject: 'W202611260001',
    before: 'requested',
    after: 'approved',
    ip: '127.0.0.1',
    ...overrides,
  };
}

export function redeemOf(overrides: Partial<OperatorRedeem> = {}): OperatorRedeem {
  return {
    redeemNo: 'R2026112600000001',
    rewardId: 'headphones',
    kind: 'goods',
    title: 'Headphones',
    quantity: 1,
    points: 800,
    bonusAmount: null,
    status: 'in_process',
    appliedAt: NOW - 60_000,
    decidedAt: null,
    remark: null,
    receiverName: 'Vic Member',
    address: '12 Harbour Road, Da Nang',
    mobile: '912000001',
    accountId: 11,
    ...overrides,
  };
}

/** An application to an `apply` promotion, waiting for a decision, with two images. */
export function applicationOf(overrides: Partial<OperatorApplication> = {}): OperatorApplication {
  return {
    activityId: 41,
    promotionId: 'first-deposit-proof',
    title: 'First deposit proof',
    accountId: 11,
    username: 'vicmember',
    state: 'applying',
    remark: 'My deposit slip',
    imageCount: 2,
    rewardAmount: 20,
    appliedAt: NOW - 60_000,
    decidedAt: null,
    decisionRemark: null,
    paidAmount: null,
    ...overrides,
  };
}

/** An Aurora announcement (EN, VI, ID). */
export function announcementOf(overrides: Partial<OperatorAnnouncement> = {}): OperatorAnnouncement {
  return {
    id: 'maintenance-2026-11-25',
    type: 'PL',
    execution: null,
    title: { EN: 'Maintenance tonight', VI: 'Bảo trì tối nay', ID: 'Pemeliharaan malam ini' },
    content: { EN: '<p>From 02:00.</p>', VI: '<p>Từ 02:00.</p>', ID: '<p>Mulai 02:00.</p>' },
    publishedAt: NOW - 86_400_000,
    ...overrides,
  };
}

/** An Aurora help article (EN, VI, ID). */
export function helpArticleOf(overrides: Partial<OperatorHelpArticle> = {}): OperatorHelpArticle {
  return {
    id: 'terms',
    category: 'terms',
    title: { EN: 'Terms and conditions', VI: 'Điều khoản và điều kiện', ID: 'Syarat dan ketentuan' },
    content: { EN: '<p>Terms.</p>', VI: '<p>Điều khoản.</p>', ID: '<p>Syarat.</p>' },
    sortOrder: 0,
    ...overrides,
  };
}

export function promotionContentOf(overrides: Partial<TenantPromotion> = {}, activities = 0): OperatorPromotion {
  return {
    promotion: {
      id: 'reload-bonus',
      category: 'deposit',
      kind: 'apply',
      title: { EN: 'Reload bonus', VI: 'Thưởng nạp lại', ID: 'Bonus isi ulang' },
      summary: { EN: 'Apply after a deposit.', VI: 'Đăng ký sau khi nạp.', ID: 'Ajukan setelah deposit.' },
      content: { EN: '<p>Terms.</p>', VI: '<p>Điều khoản.</p>', ID: '<p>Syarat.</p>' },
      startsAt: '2026-01-01T00:00:00.000Z',
      rewardAmount: '18.00',
      ...overrides,
    } as TenantPromotion,
    activities,
  };
}

export function missionContentOf(overrides: Partial<TenantMission> = {}): OperatorMission {
  return {
    mission: {
      id: 'daily-ten-bets',
      kind: 'bet_count',
      period: 'daily',
      target: 10,
      reward: { points: 5 },
      title: { EN: 'Ten bets', VI: 'Mười cược', ID: 'Sepuluh taruhan' },
      description: {
        EN: 'Place ten bets today.',
        VI: 'Đặt mười cược hôm nay.',
        ID: 'Pasang sepuluh taruhan hari ini.',
      },
      ...overrides,
    } as TenantMission,
    source: 'brand',
  };
}

/** A general-queue conversation waiting for an agent, its last message a text. */
export function conversationOf(overrides: Partial<SupportConversation> = {}): SupportConversation {
  return {
    conversationId: 31,
    queue: 'general',
    state: 'waiting',
    username: 'vicmember',
    rankLevel: 2,
    claimedBy: null,
    lastText: 'Where is my withdrawal?',
    lastImage: false,
    lastMessageAt: NOW - 60_000,
    unread: 1,
    memberReadId: 0,
    createdAt: NOW - 120_000,
    ...overrides,
  };
}

/** A member's text message in conversation 31. */
export function chatMessageOf(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 101,
    conversationId: 31,
    clientId: '5f0c6a52-0b9e-4c1e-9d55-1d6c2b8e0a01',
    sender: 'member',
    staffName: null,
    text: 'Where is my withdrawal?',
    image: false,
    createdAt: NOW - 60_000,
    ...overrides,
  };
}

export function supportMemberOf(overrides: Partial<SupportMember> = {}): SupportMember {
  return {
    username: 'vicmember',
    nickname: 'Vic',
    clubLabel: 'Silver',
    rankLevel: 2,
    accountType: 1,
    registeredAt: NOW - 30 * 86_400_000,
    lastLoginAt: NOW - 3_600_000,
    language: 'EN',
    conversations: 3,
    ...overrides,
  };
}

export function cannedReplyOf(overrides: Partial<CannedReply> = {}): CannedReply {
  return {
    cannedReplyId: 5,
    title: 'Greeting',
    text: 'Hello, how can I help you?',
    language: 'EN',
    ...overrides,
  };
}

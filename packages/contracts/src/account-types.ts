// Account types (spec §3, §6): `type` in the member info and the login value. 4 is a trial
// (free-play) account, not a real one; agents are 1, 2, 41 and 42. The spec names no code for a
// plain member: we use 0. (No zod here: the portal's first paint uses these helpers.)
export const ACCOUNT_TYPES = {
  MEMBER: 0,
  AGENT: 1,
  SUB_AGENT: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

/** Types that open the agent centre (spec §6). */
export const AGENT_CENTRE_TYPES: readonly number[] = [
  ACCOUNT_TYPES.AGENT,
  ACCOUNT_TYPES.SUB_AGENT,
  ACCOUNT_TYPES.AGENT_41,
  ACCOUNT_TYPES.AGENT_42,
];

export function isAgentType(type: number): boolean {
  return AGENT_CENTRE_TYPES.includes(type);
}

/** Trial (free-play) accounts cannot open the member or agent centre, nor chat. */
export function isTrialType(type: number): boolean {
  return type === ACCOUNT_TYPES.TRIAL;
}

/** The default password that forces a change at the next (non-SMS) login (spec §9). */
export const DEFAULT_PASSWORD = '123456';

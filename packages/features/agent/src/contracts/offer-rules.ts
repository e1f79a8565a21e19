// The offer form's check, before the call: a rate from 0 to 100 % with at most two decimals (the
// platform refuses one above the offerer's own rate, `contract_rate_above_upline`), amounts as the
// wallet's amount pattern (empty: no minimum) and a whole number of active members. Messages are
// `agent:` keys; the form translates them.
import {
  AMOUNT_PATTERN,
  contractActionRequestSchema,
  MAX_CONTRACT_RATE,
  type ContractActionRequest,
  type ContractKind,
  type ContractPeriod,
} from '@portal/contracts';

export interface OfferValues {
  username: string;
  rate: string;
  period: ContractPeriod;
  minValidBet: string;
  minProfitLoss: string;
  minActiveMembers: string;
  dailyBetAmount: string;
  hourlyBetAmount: string;
}

export const EMPTY_OFFER: OfferValues = {
  username: '',
  rate: '',
  period: 'D',
  minValidBet: '',
  minProfitLoss: '',
  minActiveMembers: '',
  dailyBetAmount: '',
  hourlyBetAmount: '',
};

/** The minimums each kind's offer asks for, in the form's order. */
export const OFFER_MINIMUMS: Record<ContractKind, ReadonlyArray<keyof OfferValues>> = {
  dividend: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
  daily: ['minValidBet', 'dailyBetAmount', 'minActiveMembers'],
  hourly: ['minValidBet', 'hourlyBetAmount', 'minActiveMembers'],
  realtime: ['minValidBet', 'minActiveMembers'],
};

const RATE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT_PATTERN = /^\d{1,7}$/;

export function checkOffer(
  kind: ContractKind,
  values: OfferValues,
): { problems: Partial<Record<keyof OfferValues, string>>; request?: ContractActionRequest } {
  const problems: Partial<Record<keyof OfferValues, string>> = {};
  const username = values.username.trim();
  if (username === '') problems.username = 'common:validation.required';
  const rate = values.rate.trim();
  if (rate === '') problems.rate = 'common:validation.required';
  else if (!RATE_PATTERN.test(rate) || Number(rate) > MAX_CONTRACT_RATE) problems.rate = 'agent:offer.rateInvalid';
  const request: Record<string, unknown> = { action: 'offer', username, rate: Number(rate), period: values.period };
  for (const field of OFFER_MINIMUMS[kind]) {
    const typed = values[field].trim();
    if (typed === '') continue;
    if (field === 'minActiveMembers') {
      if (COUNT_PATTERN.test(typed)) request[field] = Number(typed);
      else problems[field] = 'agent:offer.countInvalid';
    } else if (AMOUNT_PATTERN.test(typed) && Number(typed) > 0) request[field] = typed;
    else problems[field] = 'agent:offer.amountInvalid';
  }
  if (Object.keys(problems).length > 0) return { problems };
  const parsed = contractActionRequestSchema.safeParse(request);
  return parsed.success ? { problems, request: parsed.data } : { problems: { rate: 'agent:offer.rateInvalid' } };
}

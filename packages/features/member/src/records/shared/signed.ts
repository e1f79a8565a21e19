// A signed amount for the account record: "+$5.00" for money in; money out already reads "-$5.00".
export function signed(formatted: string, amount: number): string {
  return amount > 0 ? `+${formatted}` : formatted;
}

// Deposits go through a payment provider, as SMS and e-mail go through a message provider: the
// platform opens an order, the provider hosts the page the player pays on (`createPayment` → its
// URL), and later posts the outcome to `POST /payments/callback/<provider name>`, which the
// platform believes only when `verifyCallback` says the provider signed it.
//
// The `demo` provider (demo and development only: its page lets anyone holding the link pay) is
// this platform itself: its page is `GET /pay/demo/<orderNo>?sig=…` (routes/payments/demo-page.ts),
// the sig an HMAC of the order number so an order's page cannot be guessed from its number, and
// its callbacks are signed like a real gateway's: HMAC-SHA256 hex over
// `orderNo|amount|status|paidAt` with the provider's secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentCallback } from '@portal/contracts';

/** What a provider is told about an order. */
export interface PaymentOrder {
  merchantCode: string;
  orderNo: string;
  /** Minor units. */
  amountMinor: number;
  currency: string;
  /** The page's language (upper-case code). */
  language: string;
}

export interface PaymentProvider {
  /** The name tenant methods give (`provider` in tenant.json) and the callback path's last part. */
  readonly name: string;
  /** Opens the payment at the provider; answers the page the player pays on. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string }>;
  /** Whether a callback really comes from this provider (its signature). */
  verifyCallback(body: PaymentCallback): 'ok' | 'refused';
}

/** The signed text of a callback. */
export function callbackSigningText(body: Pick<PaymentCallback, 'orderNo' | 'amount' | 'status' | 'paidAt'>): string {
  return `${body.orderNo}|${body.amount}|${body.status}|${body.paidAt}`;
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';
  constructor(private readonly secret: string) {}

  async createPayment(order: PaymentOrder): Promise<{ payUrl: string }> {
    return { payUrl: `/pay/demo/${order.orderNo}?sig=${this.pageSignature(order.orderNo)}` };
  }

  verifyCallback(body: PaymentCallback): 'ok' | 'refused' {
    return sameHex(hmacHex(this.secret, callbackSigningText(body)), body.signature) ? 'ok' : 'refused';
  }

  /** The `sig` of an order's page. */
  pageSignature(orderNo: string): string {
    return hmacHex(this.secret, `page|${orderNo}`);
  }

  verifyPage(orderNo: string, sig: string): boolean {
    return /^[0-9a-f]{64}$/.test(sig) && sameHex(this.pageSignature(orderNo), sig);
  }

  /** The callback the demo gateway sends when the player pays or cancels on its page. */
  callback(fields: Omit<PaymentCallback, 'signature'>): PaymentCallback {
    return { ...fields, signature: hmacHex(this.secret, callbackSigningText(fields)) };
  }
}

/** The providers this platform knows, by name. */
export class PaymentProviders {
  private readonly byName = new Map<string, PaymentProvider>();
  constructor(providers: PaymentProvider[]) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }
  get(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }
  /** The demo provider when this platform runs one (demo and development). */
  get demo(): DemoPaymentProvider | undefined {
    const demo = this.byName.get('demo');
    return demo instanceof DemoPaymentProvider ? demo : undefined;
  }
}

/** The demo provider's secret: derived from the token pepper, so it needs no setting of its own. */
export function demoProviderSecret(tokenPepper: string): string {
  return hmacHex(tokenPepper, 'payment-provider:demo');
}

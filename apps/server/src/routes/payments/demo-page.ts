// The demo payment provider's hosted page (demo and development only): GET /pay/demo/:orderNo?sig=…
// shows the order with Pay and Cancel; the buttons post to /pay/demo/:orderNo/complete, and the
// demo gateway then sends its signed callback through the real callback route (app.inject), the
// path a real gateway's callback takes. No script, no session token: the `sig` (an HMAC of the
// order number) is what lets the holder of the link act on this one order.
import { randomBytes } from 'node:crypto';
import { isInhouseLanguage, type InhouseLanguage } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DepositOrderRow } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { minorToAmount } from '../../lib/money';

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type PageText = Record<
  'title' | 'notice' | 'amount' | 'order' | 'pay' | 'cancel' | 'paid' | 'failed' | 'expired' | 'unknown',
  string
>;

const TEXTS: Record<InhouseLanguage, PageText> = {
  EN: {
    title: 'Demo payment',
    notice: 'This is a demo payment page: no real money moves.',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Paid. You can close this window.',
    failed: 'The payment was cancelled. You can close this window.',
    expired: 'This payment has expired.',
    unknown: 'This payment link is not valid.',
  },
  CN: {
    title: '演示支付',
    notice: '这是演示支付页面，不会产生真实资金往来。',
    amount: '金额',
    order: '订单',
    pay: '支付',
    cancel: '取消',
    paid: '支付成功，您可以关闭此窗口。',
    failed: '支付已取消，您可以关闭此窗口。',
    expired: '此支付已过期。',
    unknown: '此支付链接无效。',
  },
  ID: {
    title: 'Pembayaran demo',
    notice: 'Ini halaman pembayaran demo: tidak ada uang sungguhan yang berpindah.',
    amount: 'Jumlah',
    order: 'Pesanan',
    pay: 'Bayar',
    cancel: 'Batal',
    paid: 'Sudah dibayar. Anda dapat menutup jendela ini.',
    failed: 'Pembayaran dibatalkan. Anda dapat menutup jendela ini.',
    expired: 'Pembayaran ini sudah kedaluwarsa.',
    unknown: 'Tautan pembayaran ini tidak valid.',
  },
  PT: {
    title: 'Pagamento de demonstração',
    notice: 'Esta é uma página de pagamento de demonstração: nenhum dinheiro real é movimentado.',
    amount: 'Valor',
    order: 'Pedido',
    pay: 'Pagar',
    cancel: 'Cancelar',
    paid: 'Pago. Você pode fechar esta janela.',
    failed: 'O pagamento foi cancelado. Você pode fechar esta janela.',
    expired: 'Este pagamento expirou.',
    unknown: 'Este link de pagamento não é válido.',
  },
  TH: {
    title: 'การชำระเงินสาธิต',
    notice: 'หน้านี้เป็นการชำระเงินสาธิต ไม่มีการโอนเงินจริง',
    amount: 'จำนวนเงิน',
    order: 'คำสั่งซื้อ',
    pay: 'ชำระเงิน',
    cancel: 'ยกเลิก',
    paid: 'ชำระเงินแล้ว คุณปิดหน้าต่างนี้ได้',
    failed: 'ยกเลิกการชำระเงินแล้ว คุณปิดหน้าต่างนี้ได้',
    expired: 'การชำระเงินนี้หมดอายุแล้ว',
    unknown: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
  },
  VI: {
    title: 'Thanh toán thử',
    notice: 'Đây là trang thanh toán thử: không có tiền thật được chuyển.',
    amount: 'Số tiền',
    order: 'Đơn hàng',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    paid: 'Đã thanh toán. Bạn có thể đóng cửa sổ này.',
    failed: 'Thanh toán đã bị hủy. Bạn có thể đóng cửa sổ này.',
    expired: 'Khoản thanh toán này đã hết hạn.',
    unknown: 'Liên kết thanh toán này không hợp lệ.',
  },
};

const ORDER_NO = /^[A-Z0-9]{8,32}$/;

function pageLanguage(language: string): InhouseLanguage {
  return isInhouseLanguage(language) ? language : 'EN';
}

function formatAmount(order: DepositOrderRow, language: InhouseLanguage): string {
  const locale = { EN: 'en', CN: 'zh-CN', ID: 'id', PT: 'pt', TH: 'th', VI: 'vi' }[language];
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(
      order.amount_minor / 100,
    );
  } catch {
    return `${minorToAmount(order.amount_minor)} ${order.currency}`;
  }
}

function html(language: InhouseLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
  :root { font-family: system-ui, sans-serif; color-scheme: light dark; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; display: grid; gap: 1rem; }
  h1 { margin: 0; font-size: 1.4rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 0; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
  .notice { font-size: .9rem; opacity: .8; margin: 0; }
  form { display: flex; gap: .8rem; }
  button { font-size: 1.1rem; padding: .6rem 1.6rem; border-radius: .5rem; border: 1px solid currentColor; cursor: pointer; }
  button[value=paid] { background: #1f7a3a; color: #fff; border-color: #1f7a3a; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function orderPage(order: DepositOrderRow, sig: string): string {
  const language = pageLanguage(order.language);
  const t = TEXTS[language];
  const figures = `<dl><dt>${t.amount}</dt><dd id="amount">${escapeHtml(formatAmount(order, language))}</dd><dt>${t.order}</dt><dd>${escapeHtml(order.order_no)}</dd></dl>`;
  const state =
    order.status === 'pending'
      ? `<form method="post" action="/pay/demo/${escapeHtml(order.order_no)}/complete">
  <input type="hidden" name="sig" value="${escapeHtml(sig)}">
  <button type="submit" name="outcome" value="paid">${t.pay}</button>
  <button type="submit" name="outcome" value="failed">${t.cancel}</button>
</form>`
      : `<p role="status" id="status" data-status="${escapeHtml(order.status)}">${order.status === 'paid' ? t.paid : order.status === 'failed' ? t.failed : t.expired}</p>`;
  return html(language, t.title, `<h1>${t.title}</h1>${figures}${state}<p class="notice">${t.notice}</p>`);
}

function send(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .status(status)
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

export default async function demoPaymentPage(app: FastifyInstance) {
  const demo = app.platform.payments.demo!;
  const unknown = (reply: FastifyReply, language = 'EN') =>
    send(
      reply,
      404,
      html(
        pageLanguage(language),
        TEXTS[pageLanguage(language)].title,
        `<p>${TEXTS[pageLanguage(language)].unknown}</p>`,
      ),
    );

  /** The order behind a page link, or undefined when the number or the sig is wrong. */
  async function linked(orderNo: string, sig: unknown): Promise<DepositOrderRow | undefined> {
    if (!ORDER_NO.test(orderNo) || typeof sig !== 'string' || !demo.verifyPage(orderNo, sig)) return undefined;
    const found = await app.platform.deposits.orderForPage(orderNo);
    return found?.order.provider === demo.name ? found.order : undefined;
  }

  app.get('/pay/demo/:orderNo', { schema: { hide: true } }, async (request, reply) => {
    const { orderNo } = request.params as { orderNo: string };
    const { sig } = request.query as { sig?: unknown };
    const order = await linked(orderNo, sig);
    if (!order) return unknown(reply);
    return send(reply, 200, orderPage(order, sig as string));
  });

  app.post('/pay/demo/:orderNo/complete', { schema: { hide: true } }, async (request, reply) => {
    const { orderNo } = request.params as { orderNo: string };
    const form = (request.body ?? {}) as { sig?: unknown; outcome?: unknown };
    const order = await linked(orderNo, form.sig);
    if (!order) return unknown(reply);
    if (order.status === 'pending' && (form.outcome === 'paid' || form.outcome === 'failed')) {
      const callback = demo.callback({
        orderNo: order.order_no,
        amount: minorToAmount(order.amount_minor),
        status: form.outcome,
        paidAt: app.platform.clock.now(),
        providerReference: `DEMO${randomBytes(8).toString('hex').toUpperCase()}`,
      });
      // The gateway's callback, through the route a real gateway's takes.
      const response = await app.inject({
        method: 'POST',
        url: `/payments/callback/${demo.name}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(callback),
      });
      if (response.statusCode !== 200)
        request.log.error({ status: response.statusCode, orderNo: order.order_no }, 'demo payment callback refused');
    }
    return reply.redirect(`/pay/demo/${order.order_no}?sig=${encodeURIComponent(form.sig as string)}`, 303);
  });
}

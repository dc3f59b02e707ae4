import { formatRubles } from '@school/shared/domain';
import type { HonoContext } from '../../http/context';
import { NOTIFICATION_PATH, providerOf, siteUrl } from './orders';
import { SANDBOX_PAGE_PATH, type SandboxPayment, type SandboxProvider } from './sandbox';

/** The sandbox acquirer's hosted payment page: its own small HTML page, outside the school's apps. */

const texts = {
  title: 'Тестовая оплата',
  noMoney: 'Тестовый режим: деньги не списываются.',
  noMoneyDetails:
    'Это не настоящая оплата. Карта здесь не нужна, ничего ни с кого не спишется и никуда не поступит: страница только показывает, как школа проходит оплату.',
  note: 'Выберите, чем закончится оплата.',
  amount: 'Сумма к оплате',
  installment: (months: number, perMonth: string) => `В рассрочку на ${months} мес.: ${perMonth} в месяц`,
  approve: 'Оплатить',
  decline: 'Отклонить платёж',
  succeeded: 'Платёж прошёл.',
  canceled: 'Платёж отклонён.',
  expired: 'Срок оплаты истёк.',
  back: 'Вернуться в школу',
  notFound: 'Платёж не найден.',
  receiptTitle: 'Чек об оплате (тестовый)',
  receiptNote: 'Тестовый чек платёжной страницы школы: деньги не списывались, фискальный чек не выдаётся.',
  receiptNumber: 'Номер платежа',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f5f6fa;color:#111827}
main{max-width:440px;margin:48px auto;padding:28px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgb(17 24 39/.12)}
h1{margin:0 0 8px;font-size:22px}.note{color:#4b5563;font-size:14px}.sum{font-size:30px;font-weight:700;margin:4px 0 12px}
.test-mode{margin:0 0 16px;padding:12px 14px;border:2px solid #b45309;border-radius:10px;background:#fffbeb;color:#78350f;font-size:15px}
.test-mode strong{display:block;font-size:17px;margin-bottom:4px}
.label{color:#4b5563;font-size:14px;margin-top:20px}.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button,a.button{flex:1;min-height:44px;padding:10px 18px;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#15803d;color:#fff}.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}a.button{background:#1d4ed8;color:#fff}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}`;

function page(title: string, body: string, status: 200 | 404 | 409 = 200): Response {
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'referrer-policy': 'same-origin',
    },
  });
}

function paymentPage(payment: SandboxPayment, now: Date): Response {
  const summary = `<p class="test-mode" role="note" data-testid="sandbox-no-money"><strong>${texts.noMoney}</strong>${texts.noMoneyDetails}</p>
<h1>${texts.title}</h1><p class="note">${texts.note}</p>
<p class="label">${escapeHtml(payment.description)}</p>
<p class="label">${texts.amount}</p><p class="sum" data-testid="sandbox-amount">${formatRubles(payment.amount)}</p>
${payment.installmentMonths ? `<p data-testid="sandbox-installment">${escapeHtml(texts.installment(payment.installmentMonths, formatRubles(Math.round(payment.amount / payment.installmentMonths))))}</p>` : ''}`;
  const back = `<div class="actions"><a class="button" href="${escapeHtml(payment.returnUrl)}">${texts.back}</a></div>`;
  if (payment.status === 'succeeded') return page(texts.title, `${summary}<p role="status">${texts.succeeded}</p>${back}`);
  if (payment.status === 'canceled') return page(texts.title, `${summary}<p role="status">${texts.canceled}</p>${back}`);
  if (payment.expiresAt <= now) return page(texts.title, `${summary}<p role="status">${texts.expired}</p>${back}`);
  const action = `${SANDBOX_PAGE_PATH}/${payment.id}`;
  return page(
    texts.title,
    `${summary}<div class="actions">
<form method="post" action="${action}/decline"><button class="decline" type="submit">${texts.decline}</button></form>
<form method="post" action="${action}/approve"><button class="approve" type="submit">${texts.approve}</button></form>
</div>`,
  );
}

function sandboxOf(c: HonoContext): SandboxProvider | null {
  const provider = providerOf(c.get('deps'));
  return provider.name === 'sandbox' ? (provider as SandboxProvider) : null;
}

const notFoundPage = () => page(texts.notFound, `<h1>${texts.notFound}</h1>`, 404);

/** GET: the hosted page. */
export async function showSandboxPayment(c: HonoContext): Promise<Response> {
  const sandbox = sandboxOf(c);
  const payment = sandbox ? await sandbox.hostedPayment(c.req.param('paymentId') ?? '') : null;
  if (!payment) return notFoundPage();
  return paymentPage(payment, c.get('deps').now());
}

/** GET receipt: the sandbox's receipt of a paid payment (a real acquirer's receipt would come from its cash register). */
export async function showSandboxReceipt(c: HonoContext): Promise<Response> {
  const sandbox = sandboxOf(c);
  const payment = sandbox ? await sandbox.hostedPayment(c.req.param('paymentId') ?? '') : null;
  if (!payment || payment.status !== 'succeeded') return notFoundPage();
  return page(
    texts.receiptTitle,
    `<h1>${texts.receiptTitle}</h1><p class="note">${texts.receiptNote}</p>
<p class="label">${escapeHtml(payment.description)}</p>
<p class="label">${texts.amount}</p><p class="sum" data-testid="sandbox-receipt-amount">${formatRubles(payment.amount)}</p>
<p class="label">${texts.receiptNumber}: ${escapeHtml(payment.id)}</p>`,
  );
}

/** POST approve / decline: the payment is decided, our endpoint is notified, the payer goes back to the school. */
export async function decideSandboxPayment(c: HonoContext, outcome: 'succeeded' | 'canceled'): Promise<Response> {
  const sandbox = sandboxOf(c);
  if (!sandbox) return notFoundPage();
  const deps = c.get('deps');
  const payment = await sandbox.decide(c.req.param('paymentId') ?? '', outcome, `${siteUrl(c, deps)}${NOTIFICATION_PATH}/sandbox`);
  if (!payment) return notFoundPage();
  // An expired payment stays on its page, which says so; a decided one returns the payer.
  if (payment.status === 'pending') return paymentPage(payment, deps.now());
  return new Response(null, { status: 303, headers: { location: payment.returnUrl, 'cache-control': 'no-store' } });
}

import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:32px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:600;margin:8px 0 16px}
label{display:block;margin:12px 0 4px;font-size:14px;color:#444}input{width:100%;box-sizing:border-box;padding:8px;font-size:16px}
.row{display:flex;gap:8px}.row>div{flex:1}button{margin-top:16px;padding:10px 16px;font-size:16px;border:0;border-radius:8px;cursor:pointer}
.primary{background:#1f6feb;color:#fff;width:100%}.secondary{background:#e5e7eb}.error{color:#b42318;background:#fee4e2;padding:8px;border-radius:6px}
.muted{color:#666;font-size:13px}ul{padding-left:18px}`;

/**
 * Sends a self-contained page: inline style only, no scripts, and a CSP that forbids anything else, so the page
 * works offline and in Playwright. Forms post back to this sandbox (`form-action 'self'`) and may redirect anywhere.
 */
export function sendPage(reply: FastifyReply, title: string, body: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

/** The card fields shared by both providers' pages (number, expiry, CVC), with test-friendly names. */
export function cardFields(): string {
  return `<label for="card_number">Номер карты</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="card_expiry">Срок действия (ММ/ГГ)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="card_cvc">CVC</label><input id="card_cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>`;
}

/** Splits "MM/YY" into month and four-digit year; anything else gives a date a few years ahead. */
export function parseExpiry(raw: unknown, nowMs: number): { month: number; year: number } {
  const m = /^(\d{1,2})\s*\/\s*(\d{2,4})$/.exec(String(raw ?? '').trim());
  const year = new Date(nowMs).getUTCFullYear() + 3;
  if (!m) return { month: 12, year };
  const y = Number(m[2]);
  return { month: Math.min(12, Math.max(1, Number(m[1]))), year: y < 100 ? 2000 + y : y };
}

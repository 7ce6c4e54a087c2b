/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;margin:0;color:#1a1a1a}
main{max-width:420px;margin:10vh auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 8px}p{line-height:1.45}label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email]{width:100%;box-sizing:border-box;padding:10px 12px;font-size:16px;border:1px solid #c5ccd8;border-radius:8px}
.buttons{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:11px;font-size:16px;border-radius:8px;border:0;cursor:pointer}
.allow{background:#d6001c;color:#fff}.deny{background:#eef1f6;color:#1a1a1a}.error{color:#c00;font-weight:600}
.note{font-size:13px;color:#667}`;

/** A whole page: no scripts, no external assets (the consent page must work offline and under a strict CSP). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The authorize request as the consent form carries it through. */
export interface AuthorizeRequest {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state?: string | undefined;
}

/**
 * The sandbox's consent page (GET /oauth/authorize): an 'Email' field (a real <label for>) for the sandbox
 * applicant, 'Разрешить' and 'Отказать'. It posts back to /oauth/authorize.
 */
export function consentPage(request: AuthorizeRequest, options: { email?: string; error?: string } = {}): string {
  const hidden = (name: string, value: string | undefined) => (value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
  return page(
    'Доступ к аккаунту hh.ru',
    `<h1>Песочница hh.ru</h1>
<p>Приложение <strong>${escapeHtml(request.client_id)}</strong> запрашивает доступ к вашему аккаунту соискателя: резюме, отклики и приглашения.</p>
<form method="post" action="/oauth/authorize">
${hidden('response_type', request.response_type)}${hidden('client_id', request.client_id)}${hidden('redirect_uri', request.redirect_uri)}${hidden('state', request.state)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<div class="buttons"><button class="allow" type="submit" name="decision" value="allow">Разрешить</button><button class="deny" type="submit" name="decision" value="deny" formnovalidate>Отказать</button></div>
</form>
<p class="note">Это песочница для разработки: каждый e-mail — отдельный тестовый соискатель, он создаётся при первом входе.</p>`,
  );
}

/** The error page for an authorize request the sandbox cannot serve (unknown client, bad redirect_uri…). */
export function authorizeErrorPage(message: string): string {
  return page('Ошибка авторизации', `<h1>Ошибка авторизации</h1><p class="error">${escapeHtml(message)}</p>`);
}

import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An .eml file the app wrote to DATA_DIR/outbox, parsed (headers decoded, body as text). */
export interface OutboxMail {
  file: string;
  /** The file as written. */
  raw: string;
  /** Addresses of the To header, lower-case. */
  to: string[];
  subject: string;
  /** The plain-text body, or the HTML body when there is no text part. */
  text: string;
  html: string | null;
  /** Everything a reader sees, decoded: the subject, then the text and HTML bodies. */
  decoded: string;
}

async function parseMail(file: string): Promise<OutboxMail> {
  const raw = await readFile(file, 'utf8');
  const parsed = await simpleParser(raw);
  const toList = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  const to = toList.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  const subject = parsed.subject ?? '';
  const text = parsed.text ?? html ?? '';
  return { file, raw, to, subject, text, html, decoded: [subject, text, html ?? ''].join('\n') };
}

/** Every .eml in `<dataDir>/outbox`, oldest name first (empty when the folder does not exist yet). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map((name) => parseMail(join(dir, name))));
}

/**
 * Waits until a mail addressed to `to` is in the outbox (a pg-boss worker writes it). Polls every 100 ms.
 * @throws Error after `timeoutMs` (default 20 s) without one
 */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 20_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.trim().toLowerCase();
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((item) => item.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The reset link of a recovery mail, `${PUBLIC_URL}/recovery?token=…`: its base and token.
 * @throws Error when the mail has no such link
 */
export function resetLinkOf(mail: OutboxMail): { base: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+)\/recovery\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${mail.file}`);
  return { base: match[1], token: match[2] };
}

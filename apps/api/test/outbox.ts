import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An .eml file the app wrote to DATA_DIR/outbox, with its quoted-printable body decoded. */
export interface OutboxMail {
  file: string;
  raw: string;
  decoded: string;
}

/** Decodes quoted-printable (RFC 2045): joins soft line breaks, then turns =XX back into bytes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every .eml in `<dataDir>/outbox` (empty when the folder does not exist yet). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      return { file: join(dir, name), raw, decoded: decodeQuotedPrintable(raw) };
    }),
  );
}

/**
 * Waits until a mail addressed to `to` is in the outbox (the pg-boss worker writes it). Polls every 100 ms.
 * @throws after `timeoutMs` (default 20 s) without one.
 */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 20_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pattern = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im');
    const mail = (await readOutbox(dataDir)).find((item) => pattern.test(item.raw));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reset token from a reset mail's link `${PUBLIC_URL}/recovery?token=…`, with the link's base. */
export function resetLinkOf(mail: OutboxMail): { base: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+)\/recovery\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${mail.file}`);
  return { base: match[1], token: match[2] };
}

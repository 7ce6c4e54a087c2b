import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One outgoing e-mail. `text` is required so every client can read it; `html` is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The result of a send: nodemailer's Message-ID and, in outbox mode, the .eml file written. */
export interface SentMail {
  messageId: string;
  file: string | null;
}

/** Sends e-mail. Jobs call it; a throw fails the job attempt, which pg-boss retries as the job declares. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** Mail settings from config: SMTP_URL (null → outbox), MAIL_FROM and DATA_DIR/outbox. */
export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

const fileSafe = (value: string): string => value.replace(/[^a-zA-Z0-9@._-]+/g, '_').slice(0, 80);

/**
 * Creates the mailer (nodemailer):
 * - SMTP_URL set → SMTP transport on that URL (smtp:// or smtps://, credentials in the URL);
 * - unset → each message is rendered to RFC 822 by nodemailer's stream transport and written as
 *   `<outboxDir>/<UTC timestamp>-<recipient>-<random>.eml`, so a person can open it in a mail client.
 * @throws on send: the transport's error (connection refused, rejected recipient, disk full).
 */
export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: settings.from, ...message });
        return { messageId: info.messageId, file: null };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // Quoted-printable keeps the .eml predictable to read back (links intact after decoding soft line breaks).
      const info = await transport.sendMail({ from: settings.from, textEncoding: 'quoted-printable', ...message });
      await mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.outboxDir, `${stamp}-${fileSafe(message.to)}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

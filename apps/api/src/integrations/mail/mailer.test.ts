import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let outboxRoot: string;
beforeAll(async () => {
  outboxRoot = await mkdtemp(join(tmpdir(), 'otklik-mail-'));
});
afterAll(async () => {
  await rm(outboxRoot, { recursive: true, force: true });
});

const message = { to: 'anna@example.ru', subject: 'Восстановление пароля', text: 'Ссылка: http://127.0.0.1:8080/recovery?token=abc' };

describe('createMailer', () => {
  it('without SMTP_URL writes each message as an .eml file a mail client can open', async () => {
    const outboxDir = join(outboxRoot, 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: 'Otklik <no-reply@otklik.local>', outboxDir });
    const sent = await mailer.send(message);
    await mailer.send({ ...message, to: 'boris@example.ru' });
    mailer.close();

    expect(sent.file).toMatch(/anna@example\.ru-[0-9a-f]{6}\.eml$/);
    expect((await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const eml = await readFile(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: Otklik <no-reply@otklik\.local>$/m);
    expect(eml).toMatch(/^To: anna@example\.ru$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain(`Message-ID: ${sent.messageId}`);
    expect(eml).toContain('Content-Transfer-Encoding: quoted-printable');
  });

  it('with SMTP_URL delivers through that SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Otklik <no-reply@otklik.local>', outboxDir: join(outboxRoot, 'unused') });
    try {
      const sent = await mailer.send(message);
      expect(sent.file).toBeNull();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: anna@example\.ru$/m);
      expect(received[0]).toContain(sent.messageId);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

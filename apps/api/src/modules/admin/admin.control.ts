import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AdminRoles } from './admin.service';

/**
 * The admin CLI's commands (`npm run admin -- grant <email> | revoke <email> | list | pack-status | pack-resume`) and
 * how they reach an API that
 * already holds the database. PGlite allows one process per data directory, so while the server runs on its
 * embedded default the CLI cannot open the database itself; the server then listens on a Unix socket inside
 * DATA_DIR (mode 0600: whoever may read the database files may give the role, nobody else, and nothing listens on
 * the network) and runs the same command for it. On PostgreSQL the CLI opens the database directly.
 */

/** A CLI command: give or take the admin role by e-mail, or list the admins. */
export const adminCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('grant'), email: z.string().trim().min(3).max(254) }),
  z.object({ command: z.literal('revoke'), email: z.string().trim().min(3).max(254) }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('pack-status') }),
  z.object({ command: z.literal('pack-resume') }),
]);
export type AdminCommand = z.infer<typeof adminCommandSchema>;

/** What a command printed and whether it succeeded (exit code 0) or not (1). */
export interface AdminCommandResult {
  ok: boolean;
  message: string;
}

/** The control socket's path: `<DATA_DIR>/admin.sock`. */
export const adminSocketPath = (dataDir: string): string => join(dataDir, 'admin.sock');

/** Longest Unix socket path Linux accepts (sun_path is 108 bytes with the terminating zero). */
const MAX_SOCKET_PATH = 107;

/** Runs one command against the database through the admin roles; never throws for a user's mistake. */
export async function runAdminCommand(roles: AdminRoles, command: AdminCommand): Promise<AdminCommandResult> {
  try {
    if (command.command === 'list') {
      const admins = await roles.listAdmins();
      if (admins.length === 0) return { ok: true, message: 'No admins.' };
      return { ok: true, message: admins.map((a) => `${a.email}\tsince ${a.grantedAt.toISOString()}`).join('\n') };
    }
    if (command.command === 'pack-status' || command.command === 'pack-resume') {
      if (command.command === 'pack-resume') {
        const { lifted, state } = await roles.resumeCompanionPack({ kind: 'cli' });
        return {
          ok: true,
          message: lifted
            ? `Sending through the browser companions resumed on selector pack ${state.version}.`
            : `Selector pack ${state.version} was not paused.`,
        };
      }
      const state = await roles.companionPack();
      if (!state.paused) return { ok: true, message: `Selector pack ${state.version}: sending through the browser companions runs.` };
      return {
        ok: true,
        message: `Selector pack ${state.version}: sending PAUSED since ${state.paused_at} — page «${state.page}» missed ${state.missing.join(', ') || '(nothing named)'}.\nFix the pack (or check the page), then: npm run admin -- pack-resume`,
      };
    }
    const email = command.email.trim().toLowerCase();
    if (command.command === 'grant') {
      return { ok: true, message: (await roles.grantAdmin(email)) ? `${email} is now an admin.` : `${email} already was an admin.` };
    }
    return { ok: true, message: (await roles.revokeAdmin(email)) ? `${email} is no longer an admin.` : `${email} was not an admin.` };
  } catch (error) {
    if (error instanceof AppError && error.code === 'user_not_found') {
      return { ok: false, message: `No account with the e-mail ${'email' in command ? command.email : ''}: the person signs up first.` };
    }
    throw error;
  }
}

/**
 * Listens on `<dataDir>/admin.sock` (a stale file from a crashed server is replaced: the caller holds the data
 * directory's lock). Protocol: one JSON line {command, email?} in, one JSON line {ok, message} out.
 * @returns the server, or null when the path is too long for a Unix socket
 */
export async function startAdminControlSocket(dataDir: string, roles: AdminRoles, log: { error(obj: object, msg?: string): void }): Promise<Server | null> {
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return null;
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > 4096) socket.destroy();
        return;
      }
      const parsed = adminCommandSchema.safeParse(
        (() => {
          try {
            return JSON.parse(buffer.slice(0, end)) as unknown;
          } catch {
            return null;
          }
        })(),
      );
      const reply = parsed.success ? runAdminCommand(roles, parsed.data) : Promise.resolve({ ok: false, message: 'Unknown command.' });
      reply.then(
        (result) => socket.end(`${JSON.stringify(result)}\n`),
        (error: unknown) => {
          log.error({ err: error }, 'admin control command failed');
          socket.end(`${JSON.stringify({ ok: false, message: 'The command failed; see the server log.' })}\n`);
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return server;
}

/**
 * Sends one command to a running server's control socket.
 * @returns its result, or null when no server listens there (no socket file, or a stale one)
 */
export function sendAdminCommand(dataDir: string, command: AdminCommand, timeoutMs = 30_000): Promise<AdminCommandResult | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(adminSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`the server did not answer within ${timeoutMs} ms`)));
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(z.object({ ok: z.boolean(), message: z.string() }).parse(JSON.parse(answer)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

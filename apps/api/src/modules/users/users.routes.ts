import {
  accountDeleteSchema,
  detailSchema,
  emailConfirmSchema,
  passwordChangeSchema,
  profilePatchSchema,
  profileSchema,
  userExportSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, sessionUser, type SessionCookieSettings } from '../../plugins/session';
import type { UsersService } from './users.service';

/** What the users routes need: the service and the cookie settings (deletion ends the session). */
export interface UsersRoutesOptions {
  service: UsersService;
  cookies: SessionCookieSettings;
}

/**
 * /api/users, the seeker's own account (/profile; export and deletion under 152-FZ), session required except the e-mail confirmation; each seeker
 * reaches only their own account ("me"). Never cached.
 * - GET /me → the profile; PATCH /me → the profile after (a new e-mail is only pending until confirmed);
 * - POST /me/password → {detail}, other sessions revoked; GET /me/export → the JSON download;
 * - DELETE /me {password} → {detail}, session cookies cleared; POST /email/confirm {token} → {detail, email}.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service, cookies }) => {
  const guard = { preHandler: app.requireSession };

  app.get('/me', { ...guard, schema: { response: { 200: profileSchema } } }, async (request) => service.profile(sessionUser(request).userId));

  app.patch('/me', { ...guard, schema: { body: profilePatchSchema, response: { 200: profileSchema } } }, async (request) =>
    service.update(sessionUser(request).userId, request.body),
  );

  app.post('/me/password', { ...guard, schema: { body: passwordChangeSchema, response: { 200: detailSchema } } }, async (request) => {
    const { userId, familyId } = sessionUser(request);
    return service.changePassword(userId, familyId, request.body);
  });

  app.get('/me/export', { ...guard, schema: { response: { 200: userExportSchema } } }, async (request, reply) => {
    const data = await service.exportData(sessionUser(request).userId);
    reply.header('content-disposition', `attachment; filename="otklik-export-${data.exported_at.slice(0, 10)}.json"`);
    return data;
  });

  app.delete('/me', { ...guard, schema: { body: accountDeleteSchema, response: { 200: detailSchema } } }, async (request, reply) => {
    const answer = await service.deleteAccount(sessionUser(request).userId, request.body);
    clearSessionCookies(reply, request, cookies);
    return answer;
  });

  app.post('/email/confirm', { schema: { body: emailConfirmSchema, response: { 200: detailSchema.extend({ email: z.string() }) } } }, async (request) =>
    service.confirmEmail(request.body.token),
  );
};

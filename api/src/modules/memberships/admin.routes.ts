import { FREEZE_MESSAGES, MEMBERSHIP_MESSAGES, type Actor } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { currentUser, requirePermission } from '../../plugins/auth';
import { IDEMPOTENT } from '../../plugins/idempotency';
import { SlotsUnavailableError } from '../schedule/my-schedule.service';
import * as admin from './admin.service';
import { freezeMembership, unfreezeMembership } from './freeze.service';
import { expireMemberships } from './lifecycle.service';
import {
  cancelMembershipBody,
  deleteResponse,
  expiredQuery,
  expiringSoonQuery,
  expiryResponse,
  freezeMembershipBody,
  membershipConflictResponse,
  membershipIdParams,
  membershipPageResponse,
  membershipResponse,
  membershipStatsResponse,
  renewBody,
  renewResponse,
  updateMembershipBody,
} from './memberships.schemas';

const tags = ['memberships (personal)'];
const security = [{ bearerAuth: [] }];
const isAdmin = (actor: Pick<Actor, 'role'>) => actor.role === 'admin';
const adminOnly = async (request: Parameters<typeof currentUser>[0]) => {
  if (!isAdmin(currentUser(request))) throw new AppError(403, MEMBERSHIP_MESSAGES.onlyAdminRunsExpiry);
};

/**
 * Membership administration (staff spec §7), mounted at /memberships beside the member routes.
 * Static paths (/stats, /expired, /expiring-soon) win over /:id in Fastify's router.
 */
export async function membershipAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

  app.get(
    '/stats',
    {
      onRequest: requirePermission('view_memberships'),
      schema: {
        tags,
        security,
        summary: 'Cuántas hay por estado (como se leen), por vencer en 7 días y la tasa de renovación',
        response: { 200: membershipStatsResponse },
      },
    },
    async () => ok(await admin.membershipStats(app.db)),
  );

  app.get(
    '/expired',
    {
      onRequest: requirePermission('view_expired_memberships'),
      schema: {
        tags,
        security,
        summary: 'Membresías vencidas (days=0: todas; N: vencidas en los últimos N días), la más reciente primero',
        querystring: expiredQuery,
        response: { 200: membershipPageResponse },
      },
    },
    async (request) => ok(await admin.expiredMemberships(app.db, request.query.days, request.query)),
  );

  app.get(
    '/expiring-soon',
    {
      onRequest: requirePermission('view_memberships'),
      schema: {
        tags,
        security,
        summary: 'Membresías activas cuyo último día llega dentro de `days` días (7 por defecto)',
        querystring: expiringSoonQuery,
        response: { 200: membershipPageResponse },
      },
    },
    async (request) => ok(await admin.expiringSoonMemberships(app.db, request.query.days, request.query)),
  );

  app.post(
    '/expire-now',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Ejecuta ahora el vencimiento diario (corre solo a la medianoche de Guatemala): las pasadas de su último día quedan vencidas y liberan sus horarios',
        response: { 200: expiryResponse },
      },
    },
    async (request) => {
      const run = await expireMemberships(app.db, { actorId: currentUser(request).id });
      return ok(run, MEMBERSHIP_MESSAGES.expiredNow(run.expired.length));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requirePermission('edit_memberships'),
      schema: {
        tags,
        security,
        summary: 'Edita fechas, precio y notas; suspende o reanuda (suspender libera sus horarios)',
        params: membershipIdParams,
        body: updateMembershipBody,
        response: { 200: membershipResponse },
      },
    },
    async (request) =>
      ok(
        { membership: await admin.updateMembership(app.db, currentUser(request), request.params.id, request.body) },
        MEMBERSHIP_MESSAGES.updated,
      ),
  );

  app.post(
    '/:id/renew',
    {
      config: IDEMPOTENT,
      onRequest: requirePermission('renew_memberships'),
      schema: {
        tags,
        security,
        summary:
          'Renueva por `months` meses (1 por defecto) al precio del plan salvo `price`: sigue a la actual si aún corre, o empieza hoy; efectivo la activa al momento',
        params: membershipIdParams,
        body: renewBody,
        response: { 201: renewResponse, 409: membershipConflictResponse },
      },
    },
    async (request, reply) => {
      try {
        const result = await admin.renewMembership(app.db, currentUser(request), request.params.id, request.body);
        return reply.code(201).send(ok(result, MEMBERSHIP_MESSAGES.renewed));
      } catch (error) {
        if (error instanceof admin.AlreadyRenewedError) {
          return reply
            .code(409)
            .send({ success: false as const, message: error.message, renewedUntil: error.renewedUntil });
        }
        if (error instanceof SlotsUnavailableError) {
          return reply
            .code(409)
            .send({ success: false as const, message: error.message, unavailableSlots: error.unavailableSlots });
        }
        throw error;
      }
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: requirePermission('cancel_memberships'),
      schema: {
        tags,
        security,
        summary:
          'Cancela con motivo: libera sus horarios y cancela sus pagos pendientes; una sola vez (409 la segunda)',
        params: membershipIdParams,
        body: cancelMembershipBody,
        response: { 200: membershipResponse },
      },
    },
    async (request) =>
      ok(
        {
          membership: await admin.cancelMembership(
            app.db,
            currentUser(request),
            request.params.id,
            request.body.reason,
          ),
        },
        MEMBERSHIP_MESSAGES.cancelled,
      ),
  );

  app.post(
    '/:id/freeze',
    {
      onRequest: requirePermission('edit_memberships'),
      schema: {
        tags,
        security,
        summary:
          'Congela del día startDate al endDate (incluidos, desde hoy) con motivo: corre la fecha de fin por esos días, libera sus horarios al empezar; tope de días por año del plan (400), uno abierto a la vez (409)',
        params: membershipIdParams,
        body: freezeMembershipBody,
        response: { 200: membershipResponse },
      },
    },
    async (request) => {
      const membership = await freezeMembership(app.db, currentUser(request), request.params.id, request.body);
      return ok({ membership }, FREEZE_MESSAGES.frozen(membership.freeze?.endDate ?? request.body.endDate));
    },
  );

  app.post(
    '/:id/unfreeze',
    {
      onRequest: requirePermission('edit_memberships'),
      schema: {
        tags,
        security,
        summary:
          'Reanuda hoy una membresía congelada (o anula un congelamiento programado): la fecha de fin se corre solo por los días congelados',
        params: membershipIdParams,
        response: { 200: membershipResponse },
      },
    },
    async (request) =>
      ok(
        { membership: await unfreezeMembership(app.db, currentUser(request), request.params.id) },
        FREEZE_MESSAGES.unfrozen,
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: requirePermission('delete_memberships'),
      schema: {
        tags,
        security,
        summary: 'Solo administrador: elimina; una con pagos queda archivada (sale de las listas), no se borra',
        params: membershipIdParams,
        response: { 200: deleteResponse },
      },
    },
    async (request) => {
      const result = await admin.deleteMembership(app.db, currentUser(request), request.params.id);
      return ok(result, result.archived ? MEMBERSHIP_MESSAGES.archived : MEMBERSHIP_MESSAGES.deleted);
    },
  );
}

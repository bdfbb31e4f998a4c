import { MEMBERSHIP_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { IDEMPOTENT } from '../../plugins/idempotency';
import { SlotsUnavailableError } from '../schedule/my-schedule.service';
import {
  listMembershipsQuery,
  membershipConflictResponse,
  membershipDetailResponse,
  membershipIdParams,
  membershipsListResponse,
  purchaseBody,
  purchaseResponse,
} from './memberships.schemas';
import { membershipDetail } from './admin.service';
import * as service from './memberships.service';
import { plansResponse } from './plans.schemas';
import { listPlans } from './plans.service';

const tags = ['memberships'];
const security = [{ bearerAuth: [] }];

/** Member side of memberships (mounted at /memberships); plan editing is in plans.routes.ts. */
export async function membershipRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/plans',
    { schema: { tags, summary: 'Planes de membresía activos (público)', response: { 200: plansResponse } } },
    async () => ({ success: true as const, data: { plans: await listPlans(app.db) } }),
  );

  app.post(
    '/purchase',
    {
      config: IDEMPOTENT,
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Compra o renueva: membresía, pago y horarios en una transacción (pendiente; el personal con efectivo la activa al momento); 409 con unavailableSlots si alguno está lleno',
        body: purchaseBody,
        response: { 201: purchaseResponse, 409: membershipConflictResponse },
      },
    },
    async (request, reply) => {
      try {
        const result = await service.purchaseMembership(app.db, currentUser(request), request.body);
        const message = result.paidAtDesk ? MEMBERSHIP_MESSAGES.purchasedAtDesk : MEMBERSHIP_MESSAGES.purchased;
        return reply.code(201).send({ success: true as const, data: result, message });
      } catch (error) {
        if (error instanceof SlotsUnavailableError) {
          return reply
            .code(409)
            .send({ success: false as const, message: error.message, unavailableSlots: error.unavailableSlots });
        }
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Membresías (cliente: solo las propias; personal: todas)',
        querystring: listMembershipsQuery,
        response: { 200: membershipsListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listMemberships(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Detalle de una membresía con sus pagos (y su historial para el personal)',
        params: membershipIdParams,
        response: { 200: membershipDetailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await membershipDetail(app.db, currentUser(request), request.params.id),
    }),
  );
}

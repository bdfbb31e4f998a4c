import { canManageExpenses, EXPENSE_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../../lib/api-module';
import { messageEnvelope } from '../../lib/zod';
import { currentUser, requireAbility } from '../../plugins/auth';
import {
  breakdownResponse,
  cancelBody,
  categoryParams,
  countedListResponse,
  createExpenseBody,
  expenseDetailResponse,
  expenseParams,
  expenseResponse,
  listQuery,
  listResponse,
  pendingQuery,
  periodQuery,
  processResponse,
  rejectBody,
  summaryResponse,
  updateExpenseBody,
  upcomingQuery,
  upcomingResponse,
  vendorsQuery,
  vendorsResponse,
} from './schemas';
import { recurringExpensesJob } from './recurring.job';
import * as service from './service';

const tags = ['expenses'];
const security = [{ bearerAuth: [] }];
const F = EXPENSE_MESSAGES.forbidden;

/** The gym's expenses (mounted at /expenses): record, approve, recurring series and figures. */
export async function expensesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Authorization runs before the body is read: a cliente gets 403, never a 422.
  const may = (forbidden: string) => requireAbility(app, canManageExpenses, forbidden);

  app.get(
    '/',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Gastos con filtros (estado, categoría, fechas, búsqueda), orden y paginación',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const { data, pagination } = await service.listExpenses(app.db, request.query);
      return { success: true as const, data, expenses: data, pagination };
    },
  );

  app.get(
    '/pending/approval',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Gastos pendientes de aprobación desde un monto mínimo (500 por defecto)',
        querystring: pendingQuery,
        response: { 200: countedListResponse },
      },
    },
    async (request) => {
      const data = await service.pendingApproval(app.db, request.query.minAmount);
      return { success: true as const, data, count: data.length };
    },
  );

  app.get(
    '/category/:category',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Gastos de una categoría',
        params: categoryParams,
        response: { 200: countedListResponse },
      },
    },
    async (request) => {
      const data = await service.byCategory(app.db, request.params.category);
      return { success: true as const, data, count: data.length };
    },
  );

  app.get(
    '/recurring/upcoming',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Gastos recurrentes cuya próxima fecha cae en los próximos días (7 por defecto)',
        querystring: upcomingQuery,
        response: { 200: upcomingResponse },
      },
    },
    async (request) => {
      const data = await service.upcomingRecurring(app.db, request.query.daysAhead);
      return { success: true as const, data, count: data.length };
    },
  );

  app.post(
    '/recurring/process',
    {
      onRequest: may(F.process),
      schema: {
        tags,
        security,
        summary: 'Genera las ocurrencias vencidas de los gastos recurrentes (una sola vez aunque se ejecute dos veces)',
        response: { 200: processResponse },
      },
    },
    async (request) => {
      const data = await service.processRecurring(app.db, currentUser(request));
      return {
        success: true as const,
        processed: data.length,
        message: EXPENSE_MESSAGES.recurringProcessedCount(data.length),
        data,
      };
    },
  );

  app.get(
    '/stats/summary',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Resumen del periodo: gastos aprobados o pagados (cantidad y monto) y cifras por estado',
        querystring: periodQuery,
        response: { 200: summaryResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.summary(app.db, request.query) }),
  );

  app.get(
    '/stats/breakdown',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Gastos aprobados o pagados del periodo por categoría',
        querystring: periodQuery,
        response: { 200: breakdownResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.breakdown(app.db, request.query) }),
  );

  app.get(
    '/stats/vendors',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Proveedores con más gasto aprobado o pagado en el periodo (10 por defecto)',
        querystring: vendorsQuery,
        response: { 200: vendorsResponse },
      },
    },
    async (request) => {
      const { limit, ...period } = request.query;
      return { success: true as const, data: await service.topVendors(app.db, period, limit) };
    },
  );

  app.post(
    '/',
    {
      onRequest: may(F.create),
      schema: {
        tags,
        security,
        summary: 'Registra un gasto (pendiente de aprobación)',
        body: createExpenseBody,
        response: { 201: expenseResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createExpense(app.db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, message: EXPENSE_MESSAGES.created, data });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: may(F.view),
      schema: {
        tags,
        security,
        summary: 'Un gasto con su historial (auditTrail)',
        params: expenseParams,
        response: { 200: expenseDetailResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.expenseDetail(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: may(F.update),
      schema: {
        tags,
        security,
        summary: 'Edita un gasto pendiente (solo los campos enviados; no los de recurrencia)',
        params: expenseParams,
        body: updateExpenseBody,
        response: { 200: expenseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.updated,
      data: await service.updateExpense(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/approve',
    {
      onRequest: may(F.approve),
      schema: {
        tags,
        security,
        summary: 'Aprueba un gasto pendiente (409 si ya fue aprobado)',
        params: expenseParams,
        response: { 200: expenseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.approved,
      data: await service.changeStatus(app.db, currentUser(request), request.params.id, 'approve'),
    }),
  );

  app.post(
    '/:id/reject',
    {
      onRequest: may(F.reject),
      schema: {
        tags,
        security,
        summary: 'Rechaza un gasto pendiente con su motivo',
        params: expenseParams,
        body: rejectBody,
        response: { 200: expenseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.rejected,
      data: await service.changeStatus(app.db, currentUser(request), request.params.id, 'reject', request.body.reason),
    }),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: may(F.cancel),
      schema: {
        tags,
        security,
        summary: 'Cancela un gasto pendiente o aprobado con su motivo',
        params: expenseParams,
        body: cancelBody,
        response: { 200: expenseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_MESSAGES.cancelled,
      data: await service.changeStatus(app.db, currentUser(request), request.params.id, 'cancel', request.body.reason),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: may(F.delete),
      schema: {
        tags,
        security,
        summary: 'Elimina un gasto pendiente, rechazado o cancelado (queda en la auditoría)',
        params: expenseParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.deleteExpense(app.db, currentUser(request), request.params.id);
      return { success: true as const, message: EXPENSE_MESSAGES.deleted };
    },
  );
}

export const expensesModule: ApiModule = {
  name: 'expenses',
  routes: [{ prefix: '/expenses', plugin: expensesRoutes }],
  schedules: [recurringExpensesJob],
};

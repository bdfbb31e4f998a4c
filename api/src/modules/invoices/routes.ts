import { canManageFiscalSettings, canManageInvoices, INVOICE_MESSAGES as M, isValidNit, readTaxId } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { gymSettings } from '../../db/schema/index';
import type { ApiModule } from '../../lib/api-module';
import { currentUser, requireAbility } from '../../plugins/auth';
import { invoiceFilename, renderInvoicePdf, renderMonthExcel } from './documents';
import { invoiceHandlers } from './handlers';
import {
  exportQuery,
  fiscalSettingsBody,
  fiscalSettingsResponse,
  idParams,
  invoiceListResponse,
  invoiceResponse,
  listQuery,
  mineQuery,
  nitParams,
  receiverBody,
  taxpayerResponse,
} from './schemas';
import * as service from './service';
import { activeCertifier, getFiscalSettings, saveFiscalSettings } from './settings.service';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];

async function gymName(db: Executor): Promise<string> {
  const [row] = await db.select({ name: gymSettings.name }).from(gymSettings).limit(1);
  return row?.name ?? '';
}

/** FEL invoices (mounted at /invoices): fiscal settings, the documents, their PDF and the month's export. */
export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = requireAbility(app, canManageFiscalSettings, M.settingsForbidden);
  const staff = requireAbility(app, canManageInvoices, M.forbidden);
  const signedIn = [app.authenticate];
  const viewer = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, staff: canManageInvoices(user) };
  };

  app.get(
    '/fiscal-settings',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Datos fiscales del gimnasio para FEL (las credenciales solo dicen si están guardadas)',
        response: { 200: fiscalSettingsResponse },
      },
    },
    async () => ({ success: true as const, data: await getFiscalSettings(app.db) }),
  );

  app.put(
    '/fiscal-settings',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Guarda los datos fiscales; credenciales nuevas se comprueban con el certificador antes de guardarse (400 si las rechaza, 503 si no responde)',
        body: fiscalSettingsBody,
        response: { 200: fiscalSettingsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveFiscalSettings(app.db, app.config, currentUser(request).id, request.body),
      message: M.settingsSaved,
    }),
  );

  app.get(
    '/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'Facturas, comprobantes y notas de crédito, los más recientes primero: filtros fechas, estado, tipo, NIT',
        querystring: listQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.listInvoices(app.db, request.query) }),
  );

  app.get(
    '/mine',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Las facturas de quien llama (sus pagos y pedidos)',
        querystring: mineQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listMyInvoices(app.db, currentUser(request).id, request.query),
    }),
  );

  app.get(
    '/export',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Los documentos de un mes (AAAA-MM) en Excel, para el contador',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const rows = await service.invoicesOfMonth(app.db, request.query.month);
      const file = await renderMonthExcel(request.query.month, rows.map(service.presentInvoice), await gymName(app.db));
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="facturas-${request.query.month}.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/taxpayers/:nit',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          'El nombre del contribuyente de un NIT según el certificador (null si no se conoce o FEL está apagada)',
        params: nitParams,
        response: { 200: taxpayerResponse },
      },
    },
    async (request) => {
      const taxId = readTaxId(request.params.nit);
      if (!taxId || taxId.type !== 'NIT' || !isValidNit(taxId.id))
        return { success: true as const, data: { name: null } };
      const active = await activeCertifier(app.db, app.config);
      let name: string | null = null;
      if (active)
        try {
          name = await active.certifier.lookupNit(taxId.id);
        } catch (error) {
          request.log.warn({ err: error }, 'Consulta de NIT: el certificador no respondió');
        }
      return { success: true as const, data: { name } };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Un documento (el personal ve todos; un cliente solo los suyos)',
        params: idParams,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { invoice: service.presentInvoice(await service.readInvoice(app.db, request.params.id, viewer(request))) },
    }),
  );

  app.get(
    '/:id/pdf',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'La factura o comprobante imprimible (PDF, con el QR de verificación de SAT)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const invoice = service.presentInvoice(await service.readInvoice(app.db, request.params.id, viewer(request)));
      const file = await renderInvoicePdf(invoice, await gymName(app.db));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${invoiceFilename(invoice)}"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/:id/retry',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: "Envía de nuevo a certificar una 'Factura pendiente' (o una anulación detenida); 409 si no lo está",
        params: idParams,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { invoice: await service.retryInvoice(app.db, currentUser(request).id, request.params.id) },
      message: M.retryQueued,
    }),
  );

  app.put(
    '/:id/receiver',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Corrige el NIT/CUI/CF y el nombre de una factura aún no certificada (luego se reintenta)',
        params: idParams,
        body: receiverBody,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        invoice: await service.correctReceiver(app.db, currentUser(request).id, request.params.id, request.body),
      },
      message: M.receiverSaved,
    }),
  );
}

export const invoicesModule: ApiModule = {
  name: 'invoices',
  routes: [{ prefix: '/invoices', plugin: invoiceRoutes }],
  handlers: invoiceHandlers,
};

import { canManageFiscalSettings, canManageInvoices, INVOICE_SOURCE_FIELDS } from '@gym/domain';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import { checkArgument } from '../../kernel/graphql/field-contract';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { invoicesClient } from './invoices.client';
import { FiscalSettingsInput, InvoiceFilterInput, InvoiceReceiverInput, InvoiceSourceInput } from './invoices.input';
import { FiscalSettings, FiscalSettingsResult, Invoice, InvoicePage, InvoiceResult } from './invoices.type';

@Resolver()
export class InvoicesResolver {
  @Authorized(canManageInvoices)
  @Query(() => InvoicePage, {
    description: 'Facturas, notas de crédito y comprobantes (personal): filtros fecha, estado, NIT',
  })
  invoices(
    @Arg('filter', () => InvoiceFilterInput, { nullable: true }) filter: InvoiceFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<InvoicePage> {
    return invoicesClient(ctx).list(filter);
  }

  @Authorized()
  @Query(() => Invoice, { description: 'Un documento (el personal cualquiera; un cliente solo los suyos)' })
  invoice(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Invoice> {
    return invoicesClient(ctx).byId(id);
  }

  @Authorized()
  @Query(() => InvoicePage, { description: "Mis facturas ('Mis pagos' y 'Mis pedidos')" })
  myInvoices(
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('sources', () => [InvoiceSourceInput], { nullable: true, description: 'Solo los documentos de estas ventas' })
    sources: InvoiceSourceInput[] | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<InvoicePage> {
    if (sources) checkArgument(INVOICE_SOURCE_FIELDS.sources, sources.length);
    return invoicesClient(ctx).mine(page, limit, sources);
  }

  @Authorized(canManageFiscalSettings)
  @Query(() => FiscalSettings, { description: 'Los datos fiscales del gimnasio (administrador)' })
  fiscalSettings(@Ctx() ctx: RequestContext): Promise<FiscalSettings> {
    return invoicesClient(ctx).fiscalSettings();
  }

  @Authorized()
  @Query(() => String, {
    nullable: true,
    description: 'El nombre registrado de un NIT según el certificador (null si no se conoce o FEL está apagada)',
  })
  taxpayerName(@Arg('nit', () => String) nit: string, @Ctx() ctx: RequestContext): Promise<string | null> {
    return invoicesClient(ctx).taxpayerName(nit);
  }

  @Authorized(canManageFiscalSettings)
  @Mutation(() => FiscalSettingsResult, {
    description: 'Guarda los datos fiscales; credenciales nuevas se comprueban con el certificador',
  })
  saveFiscalSettings(
    @Arg('input', () => FiscalSettingsInput) input: FiscalSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FiscalSettingsResult> {
    return invoicesClient(ctx).saveFiscalSettings(input);
  }

  @Authorized(canManageInvoices)
  @Mutation(() => InvoiceResult, { description: "Envía de nuevo a certificar una 'Factura pendiente'" })
  retryInvoice(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<InvoiceResult> {
    return invoicesClient(ctx).retry(id);
  }

  @Authorized(canManageInvoices)
  @Mutation(() => InvoiceResult, { description: 'Corrige el NIT/CUI/CF y el nombre de una factura aún no certificada' })
  correctInvoiceReceiver(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => InvoiceReceiverInput) input: InvoiceReceiverInput,
    @Ctx() ctx: RequestContext,
  ): Promise<InvoiceResult> {
    return invoicesClient(ctx).correctReceiver(id, input);
  }
}

import { formatInvoiceSources, type InvoiceSource } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { pathSegment as id, query, restShorthands, withoutNullish } from '../../kernel/http/rest';
import type {
  FiscalSettingsInput,
  InvoiceFilterInput,
  InvoiceReceiverInput,
  InvoiceSourceInput,
} from './invoices.input';
import type { FiscalSettings, FiscalSettingsResult, Invoice, InvoicePage, InvoiceResult } from './invoices.type';
import { invoicePdfPath } from './invoices-files.route';

type RestInvoice = Omit<Invoice, 'pdfPath'>;

const withPdf = (invoice: RestInvoice): Invoice => ({ ...invoice, pdfPath: invoicePdfPath(invoice.id) });
const pageOf = (page: { invoices: RestInvoice[]; pagination: InvoicePage['pagination'] }): InvoicePage => ({
  invoices: page.invoices.map(withPdf),
  pagination: page.pagination,
});

/** The sales asked for, as the api reads them (`payment:<id>,order:<id>`); the api judges each. */
const sourcesParam = (sources: InvoiceSourceInput[] | null | undefined) =>
  sources?.length ? formatInvoiceSources(sources as InvoiceSource[]) : undefined;

/** FEL invoices and the gym's fiscal settings (/api/invoices). */
export function createInvoicesClient(http: AxiosInstance) {
  const { get, send } = restShorthands(http);
  const result = async (method: 'POST' | 'PUT', url: string, body: object): Promise<InvoiceResult> => {
    const { data, message } = await send<{ invoice: RestInvoice }>(method, url, body);
    return { invoice: withPdf(data.invoice), message: message ?? '' };
  };
  return {
    list: async (filter: InvoiceFilterInput | null | undefined) => {
      const { sources, ...rest } = filter ?? {};
      return pageOf(await get(`/invoices${query({ ...rest, sources: sourcesParam(sources) })}`));
    },
    mine: async (
      page: number | null | undefined,
      limit: number | null | undefined,
      sources?: InvoiceSourceInput[] | null,
    ) => pageOf(await get(`/invoices/mine${query({ page, limit, sources: sourcesParam(sources) })}`)),
    byId: async (invoiceId: string) =>
      withPdf((await get<{ invoice: RestInvoice }>(`/invoices/${id(invoiceId)}`)).invoice),
    fiscalSettings: () => get<FiscalSettings>('/invoices/fiscal-settings'),
    saveFiscalSettings: async (input: FiscalSettingsInput): Promise<FiscalSettingsResult> => {
      const { data, message } = await send<FiscalSettings>(
        'PUT',
        '/invoices/fiscal-settings',
        withoutNullish({ ...input }),
      );
      return { settings: data, message: message ?? '' };
    },
    taxpayerName: async (nit: string) => (await get<{ name: string | null }>(`/invoices/taxpayers/${id(nit)}`)).name,
    retry: (invoiceId: string) => result('POST', `/invoices/${id(invoiceId)}/retry`, {}),
    correctReceiver: (invoiceId: string, input: InvoiceReceiverInput) =>
      result('PUT', `/invoices/${id(invoiceId)}/receiver`, withoutNullish({ ...input })),
  };
}

const makeInvoicesClient = (ctx: RequestContext) => createInvoicesClient(ctx.http);

/** This request's client, made on first use. */
export const invoicesClient = (ctx: RequestContext) => perRequest(ctx, makeInvoicesClient);

import { useCallback, useMemo } from 'react';
import { useMyInvoicesQuery, type MyInvoicesQuery } from './my-invoices.generated';

export type MyInvoice = MyInvoicesQuery['myInvoices']['invoices'][number];

/** What a sale's document is looked up by: a payment (membership, pass) or an online order. */
export type InvoiceSource = { sourceType: 'payment' | 'order' | 'local_sale'; sourceId: string };

/** The latest documents a member has; enough to cover the pages of 'Mis pagos' and 'Mis pedidos'. */
const MY_INVOICES_LIMIT = 100;

/**
 * The member's own invoices (myInvoices), read once per screen, and the one of a sale: its invoice
 * or Comprobante, never a credit note (which corrects it).
 */
export function useMyInvoices() {
  const { data } = useMyInvoicesQuery({
    variables: { page: 1, limit: MY_INVOICES_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const bySource = useMemo(() => {
    const map = new Map<string, MyInvoice>();
    // Newest first from the server: the first one of a source is its current document.
    for (const invoice of data?.myInvoices.invoices ?? []) {
      if (invoice.type === 'NCRE') continue;
      const key = `${invoice.sourceType}:${invoice.sourceId}`;
      if (!map.has(key)) map.set(key, invoice);
    }
    return map;
  }, [data]);
  return useCallback(
    (source: InvoiceSource): MyInvoice | null => bySource.get(`${source.sourceType}:${source.sourceId}`) ?? null,
    [bySource],
  );
}

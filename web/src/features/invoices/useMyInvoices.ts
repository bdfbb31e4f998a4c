import type { InvoiceSource } from '@gym/domain';
import { useCallback, useMemo } from 'react';
import { useMyInvoicesQuery, type MyInvoicesQuery } from './my-invoices.generated';

export type MyInvoice = MyInvoicesQuery['myInvoices']['invoices'][number];
export type { InvoiceSource };

const keyOf = (source: InvoiceSource) => `${source.sourceType}:${source.sourceId}`;

/**
 * The documents of the sales a page of 'Mis pagos' or 'Mis pedidos' shows (myInvoices by those
 * sales, however old), and the one of a sale: its invoice or Comprobante, never a credit note
 * (which corrects it).
 */
export function useMyInvoices(sources: readonly InvoiceSource[]) {
  // One request per set of sales, whatever order the rows come in: the query's variables change
  // only when the set does.
  const askedKey = [...new Set(sources.map(keyOf))].sort().join(',');
  const asked = useMemo(
    () =>
      askedKey === ''
        ? []
        : askedKey.split(',').map((key) => {
            const [sourceType, sourceId] = key.split(':') as [InvoiceSource['sourceType'], string];
            return { sourceType, sourceId };
          }),
    [askedKey],
  );
  const { data } = useMyInvoicesQuery({
    variables: { sources: asked },
    skip: asked.length === 0,
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
  return useCallback((source: InvoiceSource): MyInvoice | null => bySource.get(keyOf(source)) ?? null, [bySource]);
}

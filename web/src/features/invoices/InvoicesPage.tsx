import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, TAX_ID_FIELD, type InvoiceStatus } from '@gym/domain';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminAction } from '../../platform/useAdminAction';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../shared/components/FilterFields';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { inGymTime } from '../../shared/dayjs';
import { useNotify } from '../../shared/notify';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useScreenShortcuts } from '../../shared/useScreenShortcuts';
import { InvoiceDrawer } from './components/InvoiceDrawer';
import { INVOICE_PAGE_SIZES, invoiceColumns, type InvoiceRow } from './datagrid';
import { useInvoicesQuery, useRetryInvoiceMutation } from './invoices.generated';
import { downloadInvoicesMonth } from './open-invoice';
import { PrivateFileError } from '../../platform/private-file';
import { INVOICES_TEXTS as T } from './texts';

const NIT_DEBOUNCE_MS = 300;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'Facturas' (staff and admin): every sale's document, 'Reintentar' a pending one, the month in Excel. */
export default function InvoicesPage() {
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const openId = params.get('invoice');
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [nitInput, setNitInput] = useState('');
  const nit = useDebouncedValue(nitInput.trim(), NIT_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 0, pageSize: INVOICE_PAGE_SIZES[0]! });
  const [month, setMonth] = useState(() => inGymTime(new Date()).format('YYYY-MM'));
  const [retrying, setRetrying] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { run } = useAdminAction({ publicContent: false });
  const [retry] = useRetryInvoiceMutation();
  const nitRef = useRef<HTMLInputElement>(null);
  // '/' goes to the NIT search, as on the other staff lists.
  useScreenShortcuts({ '/': () => nitRef.current?.focus() });

  const { data, previousData, loading } = useInvoicesQuery({
    variables: {
      filter: {
        page: paging.page + 1,
        limit: paging.pageSize,
        status: status === 'all' ? null : status,
        startDate: startDate || null,
        endDate: endDate || null,
        nit: nit || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.invoices;

  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPaging((current) => ({ ...current, page: 0 }));
    };

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('invoice', id);
        else next.delete('invoice');
        return next;
      },
      { replace: true },
    );

  const columns = useMemo(
    () =>
      invoiceColumns((invoice: InvoiceRow) => {
        setRetrying(invoice.id);
        void run(
          async () => (await retry({ variables: { id: invoice.id } })).data?.retryInvoice,
          T.retryQueued,
          T.retryFailed,
        ).finally(() => setRetrying(null));
      }, retrying),
    [retry, run, retrying],
  );

  const exportMonth = async () => {
    if (!MONTH.test(month)) return;
    setExporting(true);
    try {
      await downloadInvoicesMonth(month);
    } catch (error) {
      notify.error(error instanceof PrivateFileError ? error.message : T.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.subtitle}
        </Typography>
      </Box>
      <FilterBar>
        <DateFilter id="invoices-from" label={T.from} value={startDate} onChange={changed(setStartDate)} />
        <DateFilter id="invoices-to" label={T.to} value={endDate} onChange={changed(setEndDate)} />
        <SelectFilter
          id="invoices-status"
          label={T.status}
          value={status}
          onChange={changed(setStatus)}
          allLabel={T.all}
          options={INVOICE_STATUSES}
          optionLabel={(value) => INVOICE_STATUS_LABELS[value]}
        />
        <SearchFilter
          id="invoices-nit"
          label={T.nit}
          value={nitInput}
          onChange={changed(setNitInput)}
          contract={TAX_ID_FIELD}
          inputRef={nitRef}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id="invoices-month"
            type="month"
            size="small"
            label={T.exportMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            helperText=" "
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={() => void exportMonth()}
            disabled={exporting || !MONTH.test(month)}
            sx={{ height: 40 }}
          >
            {exporting ? T.exporting : T.exportExcel}
          </Button>
        </Box>
      </FilterBar>
      <StaffGrid<InvoiceRow>
        label={T.gridLabel}
        emptyText={T.empty}
        rows={list?.invoices ?? []}
        columns={columns}
        loading={loading}
        onOpen={open}
        paging={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: list?.pagination.total ?? 0,
          sizes: INVOICE_PAGE_SIZES,
          onChange: setPaging,
        }}
      />
      <InvoiceDrawer id={openId} onClose={() => open(null)} onOpen={open} />
    </Stack>
  );
}

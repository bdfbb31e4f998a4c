import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useApolloClient } from '@apollo/client/react';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  PAYMENTS_PAGE_SIZE,
  QUERY_FIELDS,
} from '@gym/domain';
import { useMemo, useState } from 'react';
import { useAdminAction } from '../../../platform/useAdminAction';
import { DateField, onlyWholeDays } from '../../../shared/components/DateField';
import { inGymTime } from '../../../shared/dayjs';
import { htmlInputLimits } from '../../../shared/field-contract';
import { allPages, downloadCsv, paymentsCsv } from '../csv';
import { HISTORY_PAGE_SIZES, historyColumns } from '../datagrid';
import {
  AdminPaymentHistoryDocument,
  useAdminPaymentHistoryQuery,
  type AdminPaymentHistoryQueryVariables,
} from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from './TransferQueueTab';

const GRID_LOCALE = esES.components.MuiDataGrid.defaultProps.localeText;

/** A day (dd/mm/aaaa and its calendar button) needs this much, never the row's whole width. */
const DATE_FILTER_SX = { flex: '0 0 170px', width: 170 } as const;

type HistoryFilter = NonNullable<AdminPaymentHistoryQueryVariables['filter']>;

function Select<V extends string>({
  label,
  value,
  values,
  labels,
  onChange,
}: {
  label: string;
  value: V | '';
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      sx={{ flex: '1 1 160px' }}
    >
      <MenuItem value="">{T.all}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {labels[v]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every payment, filtered and paged by the server; 'Exportar CSV' writes every page of the filter. */
export function HistoryTab() {
  const client = useApolloClient();
  const { run, busy } = useAdminAction({ publicContent: false });
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<(typeof PAYMENT_STATUSES)[number] | ''>('');
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number] | ''>('');
  const [type, setType] = useState<(typeof PAYMENT_TYPES)[number] | ''>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAYMENTS_PAGE_SIZE });

  const filter: HistoryFilter = {
    search: search || null,
    status: status || null,
    paymentMethod: method || null,
    paymentType: type || null,
    startDate: startDate || null,
    endDate: endDate || null,
  };
  const { data, previousData, loading } = useAdminPaymentHistoryQuery({
    variables: { filter: { ...filter, page: pagination.page + 1, limit: pagination.pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.payments;
  const columns = useMemo(() => historyColumns(), []);
  const reset = () => setPagination((previous) => ({ ...previous, page: 0 }));
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      reset();
    };

  const exportCsv = async () => {
    const rows = await run(
      () =>
        allPages(async (pageNumber, limit) => {
          const answer = await client.query({
            query: AdminPaymentHistoryDocument,
            variables: { filter: { ...filter, page: pageNumber, limit } },
            fetchPolicy: 'network-only',
          });
          if (!answer.data) throw answer.error ?? new Error(T.exportFailed);
          return answer.data.payments;
        }),
      null,
      T.exportFailed,
    );
    if (!rows) return;
    downloadCsv(paymentsCsv(rows), T.csvFileName(inGymTime(new Date()).format('YYYY-MM-DD')));
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={T.search}
          value={searchInput}
          onChange={(event) => changed(setSearchInput)(event.target.value)}
          sx={{ flex: '2 1 240px' }}
          slotProps={{ htmlInput: htmlInputLimits(QUERY_FIELDS.search) }}
        />
        <Select
          label={T.status}
          value={status}
          values={PAYMENT_STATUSES}
          labels={PAYMENT_STATUS_LABELS}
          onChange={changed(setStatus)}
        />
        <Select
          label={T.method}
          value={method}
          values={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          onChange={changed(setMethod)}
        />
        <Select
          label={T.type}
          value={type}
          values={PAYMENT_TYPES}
          labels={PAYMENT_TYPE_LABELS}
          onChange={changed(setType)}
        />
        <DateField
          size="small"
          label={T.from}
          value={startDate}
          onChange={onlyWholeDays(changed(setStartDate))}
          sx={DATE_FILTER_SX}
        />
        <DateField
          size="small"
          label={T.to}
          value={endDate}
          onChange={onlyWholeDays(changed(setEndDate))}
          sx={DATE_FILTER_SX}
        />
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportCsv()} disabled={busy}>
          {busy ? T.exporting : T.exportCsv}
        </Button>
      </Box>
      <DataGrid
        autoHeight
        rows={page?.payments ?? []}
        columns={columns}
        loading={loading}
        rowCount={page?.pagination.total ?? 0}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={HISTORY_PAGE_SIZES}
        localeText={{ ...GRID_LOCALE, noRowsLabel: T.historyEmpty }}
        disableRowSelectionOnClick
        disableColumnFilter
        aria-label={T.historyLabel}
      />
    </Box>
  );
}

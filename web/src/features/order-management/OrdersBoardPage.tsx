import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldError, formatGTQ, ORDER_STATUSES, orderStatusInfo, STORE_FIELDS } from '@gym/domain';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../shared/components/FilterFields';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { OrderDrawer, type OrderDialog } from './components/OrderDrawer';
import { CodCollectDialog } from './components/CodCollectDialog';
import { OrderReasonDialog } from './components/OrderReasonDialog';
import { OrderTransferDialog } from './components/OrderTransferDialog';
import { orderColumns } from './datagrid';
import {
  useManagementOrdersBoardQuery,
  useOrderPendingTransfersBoardQuery,
  useOrdersBoardFiguresQuery,
  type ManagementOrderRowFragment,
} from './order-management.generated';
import { ORDER_BOARD_TEXTS as T } from './texts';
import {
  ORDER_PAGE_SIZES,
  ORDER_SEARCH_FIELDS,
  ordersBoardSearchParams,
  readOrdersBoardUrl,
  type OrderSearchField,
  type OrdersBoardUrlState,
} from './urls';
import { useScreenShortcuts } from '../../shared/useScreenShortcuts';
import { SHARED_TEXTS } from '../../shared/texts';

export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_CONTRACTS = STORE_FIELDS.managementOrders;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, flex: '1 1 130px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Card>
  );
}

/** /dashboard/orders: the staff's online orders board (figures, pending transfers, the list, the drawer). */
export default function OrdersBoardPage() {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readOrdersBoardUrl(searchParams);
  const [searchInput, setSearchInput] = useState(state.search);
  const [dialogOrder, setDialogOrder] = useState<ManagementOrderRowFragment | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const update = useCallback(
    (patch: Partial<OrdersBoardUrlState>, resetPage = true) =>
      setSearchParams(
        (previous) =>
          ordersBoardSearchParams({ ...readOrdersBoardUrl(previous), ...patch, ...(resetPage ? { page: 0 } : {}) }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const trimmed = searchInput.trim();
  const searchHint = trimmed ? fieldError(SEARCH_CONTRACTS[state.searchBy], trimmed) : null;
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (
      !fieldError(SEARCH_CONTRACTS[state.searchBy], debounced) &&
      debounced !== readOrdersBoardUrl(searchParams).search
    )
      update({ search: debounced });
    // Only a new debounced value writes the URL; the URL changing for other reasons must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, update]);

  useScreenShortcuts({ '/': () => searchRef.current?.focus() });

  const list = useManagementOrdersBoardQuery({
    variables: {
      filter: {
        page: state.page + 1,
        limit: state.pageSize,
        status: state.status === 'all' ? null : state.status,
        startDate: state.from || null,
        endDate: state.to || null,
        [state.searchBy]: state.search || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const figures = useOrdersBoardFiguresQuery({ fetchPolicy: 'cache-and-network' }).data?.ordersDashboard;
  const transfers = useOrderPendingTransfersBoardQuery({ fetchPolicy: 'cache-and-network' }).data
    ?.orderPendingTransfers;

  const current = (list.data ?? list.previousData)?.managementOrders;
  const errorInfo = list.error ? apiErrorInfo(list.error) : null;

  const openDetail = (id: string) => update({ id }, false);
  const refresh = () => void client.refetchQueries({ include: 'active' });
  const onDialog = useCallback(
    (dialog: OrderDialog, order: ManagementOrderRowFragment) => {
      setDialogOrder(order);
      update({ action: dialog }, false);
    },
    [update],
  );
  const closeDialog = () => {
    setDialogOrder(null);
    update({ action: null }, false);
  };
  const afterDialog = () => {
    closeDialog();
    refresh();
  };
  const dialog = dialogOrder && state.id === dialogOrder.id ? state.action : null;

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

      {figures && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={T.title} role="group">
          <Figure label={T.figures.pending} value={figures.pendingOrders} />
          <Figure label={T.figures.inProgress} value={figures.confirmedOrders + figures.inProgressOrders} />
          <Figure label={T.figures.delivered} value={figures.deliveredOrders} />
          <Figure label={T.figures.cancelled} value={figures.cancelledOrders} />
          <Figure
            label={T.figures.today}
            value={`${T.figures.orders(figures.today.orders)} · ${formatGTQ(figures.today.revenue)}`}
          />
          <Figure
            label={T.figures.month}
            value={`${T.figures.orders(figures.month.orders)} · ${formatGTQ(figures.month.revenue)}`}
          />
          <Figure label={T.figures.revenue} value={formatGTQ(figures.totalRevenue)} />
        </Box>
      )}

      {transfers && transfers.total > 0 && (
        <Alert severity="info">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {T.transfers.title(transfers.total)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {transfers.transfers.map((t) => (
              <Chip
                key={t.orderId}
                size="small"
                clickable
                onClick={() => openDetail(t.orderId)}
                label={`${t.orderNumber} · ${formatGTQ(t.totalAmount)} · ${
                  t.hasProof ? T.transfers.withProof : T.transfers.withoutProof
                } · ${T.transfers.waiting(t.waitingHours)}`}
              />
            ))}
          </Box>
        </Alert>
      )}

      <Card sx={{ p: 2 }}>
        <FilterBar>
          <TextField
            id="orders-search-by"
            select
            size="small"
            label={T.searchBy}
            value={state.searchBy}
            onChange={(event) => update({ searchBy: event.target.value as OrderSearchField })}
            helperText=" "
            sx={{ flex: '1 1 150px' }}
          >
            {ORDER_SEARCH_FIELDS.map((field) => (
              <MenuItem key={field} value={field}>
                {T.searchByOptions[field]}
              </MenuItem>
            ))}
          </TextField>
          <SearchFilter
            id="orders-search"
            label={T.search}
            value={searchInput}
            onChange={setSearchInput}
            error={searchHint}
            help={SHARED_TEXTS.searchShortcut}
            contract={SEARCH_CONTRACTS[state.searchBy]}
            inputRef={searchRef}
          />
          <SelectFilter
            id="orders-status"
            label={T.status}
            value={state.status}
            onChange={(status) => update({ status })}
            allLabel={T.allStatuses}
            options={ORDER_STATUSES}
            optionLabel={(status) => orderStatusInfo(status).label}
            minWidth={170}
          />
          <DateFilter id="orders-from" label={T.from} value={state.from} onChange={(from) => update({ from })} />
          <DateFilter id="orders-to" label={T.to} value={state.to} onChange={(to) => update({ to })} />
        </FilterBar>

        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.loadError}
          </Alert>
        )}

        <StaffGrid
          label={T.title}
          emptyText={T.empty}
          rows={current?.orders ?? []}
          columns={orderColumns}
          loading={list.loading}
          paging={{
            page: state.page,
            pageSize: state.pageSize,
            total: current?.pagination.total ?? 0,
            sizes: ORDER_PAGE_SIZES,
            onChange: (next) => update(next, false),
          }}
          onOpen={openDetail}
          disableColumnSorting
        />
      </Card>

      {state.id && (
        <OrderDrawer
          id={state.id}
          transferPending={Boolean(transfers?.transfers.some((t) => t.orderId === state.id))}
          paused={dialog !== null}
          onClose={() => update({ id: null, action: null }, false)}
          onDialog={onDialog}
          onChanged={refresh}
        />
      )}
      {dialogOrder && (dialog === 'cancel' || dialog === 'refund') && (
        <OrderReasonDialog
          to={dialog === 'cancel' ? 'cancelled' : 'refunded'}
          order={dialogOrder}
          onClose={closeDialog}
          onDone={afterDialog}
        />
      )}
      {dialogOrder && dialog === 'collect' && (
        <CodCollectDialog order={dialogOrder} onClose={closeDialog} onDone={afterDialog} />
      )}
      {dialogOrder && dialog === 'transfer' && (
        <OrderTransferDialog order={dialogOrder} onClose={closeDialog} onDone={afterDialog} />
      )}
    </Stack>
  );
}

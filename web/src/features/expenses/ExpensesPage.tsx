import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_FIELDS,
  EXPENSE_LIMITS,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  fieldError,
  formatBusinessDate,
  formatGTQ,
  QUERY_FIELDS,
  RECURRING_FREQUENCY_LABELS,
  type RecurringFrequency,
} from '@gym/domain';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../shared/components/FilterFields';
import { FormDialog } from '../../shared/components/FormDialog';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { useNotify } from '../../shared/notify';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import {
  useExpensesListQuery,
  useExpensesPendingApprovalQuery,
  useProcessRecurringExpensesMutation,
  useUpcomingRecurringExpensesQuery,
  type ExpenseRowFragment,
  type UpcomingRecurringExpensesQuery,
} from './expenses.generated';
import { ExpenseDecisionDialog } from './components/ExpenseDecisionDialog';
import { ExpenseDrawer, type ExpenseAction } from './components/ExpenseDrawer';
import { ExpenseFigures } from './components/ExpenseFigures';
import { ExpenseFormDialog } from './components/ExpenseFormDialog';
import { expenseColumns, SORT_KEY_OF_FIELD } from './datagrid';
import { EXPENSES_TEXTS as T } from './texts';
import { EXPENSE_PAGE_SIZES, EXPENSE_TABS, expensesSearchParams, readExpensesUrl, type ExpensesUrlState } from './urls';
import { useScreenShortcuts } from '../../shared/useScreenShortcuts';

export const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_MIN_AMOUNT = 500;
const DEFAULT_DAYS_AHEAD = 30;

type Upcoming = UpcomingRecurringExpensesQuery['upcomingRecurringExpenses'][number];

interface OpenAction {
  action: ExpenseAction;
  expense: ExpenseRowFragment;
}

const upcomingColumns: GridColDef<Upcoming & { id: string }>[] = [
  {
    field: 'nextDate',
    headerName: T.columns.nextDate,
    width: 120,
    valueFormatter: (value: string) => formatBusinessDate(value),
  },
  { field: 'daysUntil', headerName: T.columns.daysUntil, width: 70, type: 'number' },
  {
    field: 'title',
    headerName: T.columns.title,
    flex: 1.5,
    minWidth: 160,
    valueGetter: (_v, row) => row.expense.title,
  },
  {
    field: 'frequency',
    headerName: T.columns.frequency,
    width: 120,
    valueGetter: (_v, row) =>
      RECURRING_FREQUENCY_LABELS[row.expense.recurringFrequency as RecurringFrequency] ??
      row.expense.recurringFrequency,
  },
  {
    field: 'vendor',
    headerName: T.columns.vendor,
    flex: 1,
    minWidth: 120,
    valueGetter: (_v, row) => row.expense.vendor,
  },
  {
    field: 'amount',
    headerName: T.columns.amount,
    width: 120,
    type: 'number',
    valueGetter: (_v, row) => row.expense.amount,
    valueFormatter: (value: number) => formatGTQ(value),
  },
];

/** /dashboard/expenses: this month's figures, the list, approvals and the recurring series. */
export default function ExpensesPage() {
  const client = useApolloClient();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readExpensesUrl(searchParams);
  const [searchInput, setSearchInput] = useState(state.search);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [processing, setProcessing] = useState(false);
  const [minAmount, setMinAmount] = useState(String(DEFAULT_MIN_AMOUNT));
  const [daysAhead, setDaysAhead] = useState(String(DEFAULT_DAYS_AHEAD));
  const [processRecurring, processState] = useProcessRecurringExpensesMutation();

  const update = useCallback(
    (patch: Partial<ExpensesUrlState>, resetPage = true) =>
      setSearchParams(
        (previous) =>
          expensesSearchParams({ ...readExpensesUrl(previous), ...patch, ...(resetPage ? { page: 0 } : {}) }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const trimmed = searchInput.trim();
  const searchHint = trimmed ? fieldError(QUERY_FIELDS.search, trimmed) : null;
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!fieldError(QUERY_FIELDS.search, debounced) && debounced !== readExpensesUrl(searchParams).search)
      update({ search: debounced });
    // Only a new debounced value writes the URL; the URL changing for other reasons must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, update]);

  useScreenShortcuts({ n: () => update({ action: 'new' }, false) });

  const list = useExpensesListQuery({
    variables: {
      filter: {
        page: state.page + 1,
        limit: state.pageSize,
        search: state.search || null,
        status: state.status === 'all' ? null : state.status,
        category: state.category === 'all' ? null : state.category,
        startDate: state.from || null,
        endDate: state.to || null,
        sortBy: state.sortBy,
        sortOrder: state.sortBy ? state.sortOrder : null,
      },
    },
    skip: state.tab !== 'all',
    fetchPolicy: 'cache-and-network',
  });
  const minAmountValue = minAmount.trim() === '' ? null : Number(minAmount);
  const minAmountError = fieldError(EXPENSE_FIELDS.pendingApproval.minAmount, minAmountValue ?? undefined);
  const pending = useExpensesPendingApprovalQuery({
    variables: { minAmount: minAmountValue },
    skip: state.tab !== 'pending' || Boolean(minAmountError),
    fetchPolicy: 'cache-and-network',
  });
  const daysValue = daysAhead.trim() === '' ? null : Number(daysAhead);
  const daysError = fieldError(EXPENSE_FIELDS.upcoming.daysAhead, daysValue ?? undefined);
  const upcoming = useUpcomingRecurringExpensesQuery({
    variables: { daysAhead: daysValue },
    skip: state.tab !== 'recurring' || Boolean(daysError),
    fetchPolicy: 'cache-and-network',
  });

  const current = (list.data ?? list.previousData)?.expenses;
  const query = state.tab === 'all' ? list : state.tab === 'pending' ? pending : upcoming;
  const errorInfo = query.error ? apiErrorInfo(query.error) : null;
  const columns = useMemo(() => expenseColumns(state.tab === 'all'), [state.tab]);

  const openDetail = (id: string) => update({ id }, false);
  const refresh = () => void client.refetchQueries({ include: 'active' });
  const afterAction = (keepDrawer: boolean) => {
    setOpen(null);
    if (!keepDrawer) update({ id: null }, false);
    refresh();
  };
  const onAction = useCallback(
    (action: ExpenseAction, expense: ExpenseRowFragment) => setOpen({ action, expense }),
    [],
  );

  const runProcess = async () => {
    try {
      const { data } = await processRecurring();
      notify.success(data?.processRecurringExpenses.message ?? '');
      setProcessing(false);
      refresh();
    } catch (failure) {
      notify.error(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.subtitle}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => update({ action: 'new' }, false)}
          title={T.newShortcut}
        >
          {T.newExpense}
        </Button>
      </Box>

      <ExpenseFigures />

      <Card sx={{ p: 2 }}>
        <Tabs
          value={state.tab}
          onChange={(_e, tab: ExpensesUrlState['tab']) => update({ tab })}
          aria-label={T.tabsLabel}
          sx={{ mb: 2 }}
        >
          {EXPENSE_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={T.tabs[tab]} />
          ))}
        </Tabs>

        {state.tab === 'all' && (
          <FilterBar>
            <SearchFilter
              id="expenses-search"
              label={T.search}
              value={searchInput}
              onChange={setSearchInput}
              error={searchHint}
            />
            <SelectFilter
              id="expenses-status"
              label={T.status}
              value={state.status}
              onChange={(status) => update({ status })}
              allLabel={T.allStatuses}
              options={EXPENSE_STATUSES}
              optionLabel={(status) => EXPENSE_STATUS_LABELS[status]}
            />
            <SelectFilter
              id="expenses-category"
              label={T.category}
              value={state.category}
              onChange={(category) => update({ category })}
              allLabel={T.allCategories}
              options={EXPENSE_CATEGORIES}
              optionLabel={(category) => EXPENSE_CATEGORY_LABELS[category]}
              minWidth={170}
            />
            <DateFilter id="expenses-from" label={T.from} value={state.from} onChange={(from) => update({ from })} />
            <DateFilter id="expenses-to" label={T.to} value={state.to} onChange={(to) => update({ to })} />
          </FilterBar>
        )}
        {state.tab === 'pending' && (
          <TextField
            id="expenses-min-amount"
            type="number"
            size="small"
            label={T.pendingMin}
            value={minAmount}
            onChange={(event) => setMinAmount(event.target.value)}
            error={Boolean(minAmountError)}
            helperText={minAmountError ?? ' '}
            sx={{ mb: 1, width: 220 }}
            slotProps={{ htmlInput: { min: 0, step: 50 } }}
          />
        )}
        {state.tab === 'recurring' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 1 }}>
            <TextField
              id="expenses-days-ahead"
              type="number"
              size="small"
              label={T.recurringDays}
              value={daysAhead}
              onChange={(event) => setDaysAhead(event.target.value)}
              error={Boolean(daysError)}
              helperText={daysError ?? ' '}
              sx={{ width: 180 }}
              slotProps={{ htmlInput: { min: 1, max: EXPENSE_LIMITS.upcomingRecurringMaxDays } }}
            />
            <Button variant="outlined" onClick={() => setProcessing(true)}>
              {T.processRecurring}
            </Button>
          </Box>
        )}

        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.loadError}
          </Alert>
        )}

        {state.tab === 'all' && (
          <StaffGrid
            label={T.title}
            emptyText={T.listEmpty}
            rows={current?.expenses ?? []}
            columns={columns}
            loading={list.loading}
            paging={{
              page: state.page,
              pageSize: state.pageSize,
              total: current?.pagination.total ?? 0,
              sizes: EXPENSE_PAGE_SIZES,
              onChange: (next) => update(next, false),
            }}
            sorting={{
              sortBy: state.sortBy,
              sortOrder: state.sortOrder,
              keyOfField: SORT_KEY_OF_FIELD,
              onChange: (sortBy, sortOrder) => update({ sortBy, sortOrder }),
            }}
            onOpen={openDetail}
          />
        )}
        {state.tab === 'pending' && (
          <StaffGrid
            label={T.tabs.pending}
            emptyText={T.pendingEmpty}
            rows={(pending.data ?? pending.previousData)?.expensesPendingApproval ?? []}
            columns={columns}
            loading={pending.loading}
            onOpen={openDetail}
            hideFooter
          />
        )}
        {state.tab === 'recurring' && (
          <StaffGrid
            label={T.tabs.recurring}
            emptyText={T.recurringEmpty}
            rows={((upcoming.data ?? upcoming.previousData)?.upcomingRecurringExpenses ?? []).map((u) => ({
              ...u,
              id: u.expense.id,
            }))}
            columns={upcomingColumns}
            loading={upcoming.loading}
            onOpen={openDetail}
            hideFooter
          />
        )}
      </Card>

      {state.id && (
        <ExpenseDrawer
          id={state.id}
          paused={open !== null}
          onClose={() => update({ id: null }, false)}
          onAction={onAction}
        />
      )}
      {state.action === 'new' && (
        <ExpenseFormDialog
          expense={null}
          onClose={() => update({ action: null }, false)}
          onDone={(id) => {
            update({ action: null, id: id || null }, false);
            refresh();
          }}
        />
      )}
      {open?.action === 'edit' && (
        <ExpenseFormDialog expense={open.expense} onClose={() => setOpen(null)} onDone={() => afterAction(true)} />
      )}
      {open && open.action !== 'edit' && (
        <ExpenseDecisionDialog
          decision={open.action}
          expense={open.expense}
          onClose={() => setOpen(null)}
          onDone={() => afterAction(open.action !== 'delete')}
        />
      )}
      {processing && (
        <FormDialog
          title={T.processTitle}
          submitLabel={T.processSubmit}
          dirty={false}
          busy={processState.loading}
          error={null}
          autoFocusSubmit
          onSubmit={runProcess}
          onClose={() => setProcessing(false)}
        >
          <Typography variant="body2">{T.processBody}</Typography>
        </FormDialog>
      )}
    </Stack>
  );
}

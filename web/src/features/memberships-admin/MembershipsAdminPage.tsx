import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddCardIcon from '@mui/icons-material/AddCard';
import {
  fieldError,
  formatPercent,
  FREEZE_MESSAGES,
  hasPermission,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  PLAN_DURATION_LABELS,
  PLAN_DURATIONS,
  QUERY_FIELDS,
  type Actor,
} from '@gym/domain';
import { useAuth } from '../auth/useAuth';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { htmlInputLimits } from '../../shared/field-contract';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../shared/components/FilterFields';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import {
  useAdminMembershipsQuery,
  useAdminMembershipStatsQuery,
  useExpiredMembershipsListQuery,
  useExpiringMembershipsListQuery,
  useFreezeMembershipAdminMutation,
  useUnfreezeMembershipAdminMutation,
  type AdminMembershipRowFragment,
} from './memberships-admin.generated';
import { CancelDialog } from './components/CancelDialog';
import { FreezeMembershipDialog } from '../../shared/components/FreezeMembershipDialog';
import { DeleteDialog } from './components/DeleteDialog';
import { EditDialog } from './components/EditDialog';
import { ExpireNowDialog } from './components/ExpireNowDialog';
import { MembershipDrawer, type MembershipActionKind } from './components/MembershipDrawer';
import { NewMembershipDialog } from './components/NewMembershipDialog';
import { RenewDialog } from './components/RenewDialog';
import { MEMBERSHIP_PAGE_SIZES, membershipColumns, membershipColumnVisibility, SORT_KEY_OF_FIELD } from './datagrid';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from './texts';
import { membershipsSearchParams, readMembershipsUrl, type MembershipsTab, type MembershipsUrlState } from './urls';
import { useFocusWhenShown, useScreenShortcuts } from '../../shared/useScreenShortcuts';
import { useNotify } from '../../shared/notify';
import { SHARED_TEXTS } from '../../shared/texts';

export const SEARCH_DEBOUNCE_MS = 300;
export default function MembershipsAdminPage() {
  const { user } = useAuth();
  const id = user?.id;
  const role = user?.role;
  const permissions = user?.permissions;
  const actor = useMemo<Actor | null>(
    () => (id && role ? { id, role, permissions: permissions ?? undefined } : null),
    [id, role, permissions],
  );
  if (!actor) return null;
  return <MembershipsScreen actor={actor} />;
}

interface OpenAction {
  kind: MembershipActionKind;
  membership: AdminMembershipRowFragment;
  paymentCount: number;
}

function StatFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

function StatsBar() {
  const { data } = useAdminMembershipStatsQuery({ fetchPolicy: 'cache-and-network' });
  const s = data?.membershipStats;
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? T.stats.notAvailable : value;
  return (
    <Card component="section" aria-label={T.stats.label} sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <StatFigure label={T.stats.total} value={figure(s?.total)} />
        <StatFigure label={T.stats.active} value={figure(s?.active)} />
        <StatFigure label={T.stats.pending} value={figure(s?.pending)} />
        <StatFigure label={T.stats.expiringSoon} value={figure(s?.expiringSoon)} />
        <StatFigure label={T.stats.expired} value={figure(s?.expired)} />
        <StatFigure label={T.stats.cancelled} value={figure(s?.cancelled)} />
        <StatFigure
          label={T.stats.renewalRate}
          value={
            s?.renewalRate === null || s?.renewalRate === undefined
              ? T.stats.notAvailable
              : formatPercent(s.renewalRate)
          }
        />
      </Box>
    </Card>
  );
}

function MembershipsScreen({ actor }: { actor: Actor }) {
  const theme = useTheme();
  const client = useApolloClient();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.down('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readMembershipsUrl(searchParams);
  const [searchInput, setSearchInput] = useState(state.search);
  const [action, setAction] = useState<OpenAction | null>(null);
  const [expiringNow, setExpiringNow] = useState(false);
  const notify = useNotify();
  const [freeze] = useFreezeMembershipAdminMutation();
  const [unfreeze] = useUnfreezeMembershipAdminMutation();
  /** Reanudar needs no form: the api resumes it today and answers the new end date. */
  const resume = async (membership: AdminMembershipRowFragment) => {
    try {
      await unfreeze({ variables: { id: membership.id } });
      notify.success(FREEZE_MESSAGES.unfrozen);
      void client.refetchQueries({ include: 'active' });
    } catch (failure) {
      notify.error(apiErrorInfo(failure).message ?? FREEZE_MESSAGES.notFrozen);
    }
  };

  const update = useCallback(
    (patch: Partial<MembershipsUrlState>, resetPage = true) =>
      setSearchParams(
        (previous) =>
          membershipsSearchParams({ ...readMembershipsUrl(previous), ...patch, ...(resetPage ? { page: 0 } : {}) }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const canCreate = hasPermission(actor, 'create_memberships');
  const searchRef = useRef<HTMLInputElement>(null);
  // The search lives on the 'Todas' tab: from another tab, / opens it first.
  const focusSearch = useFocusWhenShown(searchRef);
  useScreenShortcuts({
    n: canCreate ? () => update({ action: 'new' }, false) : undefined,
    '/': () => {
      if (state.tab !== 'all') update({ tab: 'all' });
      focusSearch();
    },
  });

  // The typed search reaches the URL (and the server) once typing stops.
  const trimmed = searchInput.trim();
  const searchHint = trimmed ? fieldError(QUERY_FIELDS.search, trimmed) : null;
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!fieldError(QUERY_FIELDS.search, debounced) && debounced !== readMembershipsUrl(searchParams).search)
      update({ search: debounced });
    // Only a new debounced value writes the URL; the URL changing for other reasons must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, update]);

  const dayError = fieldError(MEMBERSHIP_FIELDS.days, state.days);
  const paging = { page: state.page + 1, limit: state.pageSize };
  const all = useAdminMembershipsQuery({
    variables: {
      filter: {
        ...paging,
        search: state.search || null,
        status: state.status === 'all' ? null : state.status,
        type: state.type === 'all' ? null : state.type,
        startDate: state.from || null,
        endDate: state.to || null,
        sortBy: state.sortBy,
        sortOrder: state.sortBy ? state.sortOrder : null,
      },
    },
    skip: state.tab !== 'all',
    fetchPolicy: 'cache-and-network',
  });
  const expiring = useExpiringMembershipsListQuery({
    variables: { days: state.days, ...paging },
    skip: state.tab !== 'expiring' || Boolean(dayError),
    fetchPolicy: 'cache-and-network',
  });
  const expired = useExpiredMembershipsListQuery({
    variables: { days: 0, ...paging },
    skip: state.tab !== 'expired',
    fetchPolicy: 'cache-and-network',
  });

  const current =
    state.tab === 'all'
      ? (all.data ?? all.previousData)?.adminMemberships
      : state.tab === 'expiring'
        ? (expiring.data ?? expiring.previousData)?.expiringMemberships
        : (expired.data ?? expired.previousData)?.expiredMemberships;
  const query = state.tab === 'all' ? all : state.tab === 'expiring' ? expiring : expired;
  const errorInfo = query.error ? apiErrorInfo(query.error) : null;

  const sortable = state.tab === 'all';
  const columns = useMemo(() => membershipColumns(sortable), [sortable]);

  const can = {
    renew: hasPermission(actor, 'renew_memberships'),
    cancel: hasPermission(actor, 'cancel_memberships'),
    edit: hasPermission(actor, 'edit_memberships'),
    delete: hasPermission(actor, 'delete_memberships'),
  };
  const tabs: MembershipsTab[] = hasPermission(actor, 'view_expired_memberships')
    ? ['all', 'expiring', 'expired']
    : ['all', 'expiring'];

  const openDetail = (id: string) => update({ id }, false);
  const afterChange = (keepDrawer: boolean) => {
    setAction(null);
    if (!keepDrawer) update({ id: null }, false);
    void client.refetchQueries({ include: 'active' });
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
        <Box sx={{ display: 'flex', gap: 1 }}>
          {actor.role === 'admin' && (
            <Button variant="outlined" onClick={() => setExpiringNow(true)}>
              {T.expireNow}
            </Button>
          )}
          {canCreate && (
            <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => update({ action: 'new' }, false)}>
              {T.newMembership}
            </Button>
          )}
        </Box>
      </Box>

      <StatsBar />

      <Card sx={{ p: 2 }}>
        <Tabs
          value={state.tab}
          onChange={(_event, tab: MembershipsTab) => update({ tab })}
          aria-label={T.tabsLabel}
          sx={{ mb: 2 }}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={T.tabs[tab]} />
          ))}
        </Tabs>

        {state.tab === 'all' && (
          <FilterBar>
            <SearchFilter
              id="memberships-search"
              label={T.search}
              value={searchInput}
              onChange={setSearchInput}
              error={searchHint}
              help={canCreate ? T.shortcuts : SHARED_TEXTS.searchShortcut}
              inputRef={searchRef}
            />
            <SelectFilter
              id="memberships-status"
              label={T.status}
              value={state.status}
              onChange={(status) => update({ status })}
              allLabel={T.allStatuses}
              options={MEMBERSHIP_STATUSES}
              optionLabel={(status) => MEMBERSHIP_STATUS_LABELS[status]}
            />
            <SelectFilter
              id="memberships-type"
              label={T.type}
              value={state.type}
              onChange={(type) => update({ type })}
              allLabel={T.allTypes}
              options={PLAN_DURATIONS}
              optionLabel={(duration) => PLAN_DURATION_LABELS[duration]}
            />
            <DateFilter id="memberships-from" label={T.from} value={state.from} onChange={(from) => update({ from })} />
            <DateFilter id="memberships-to" label={T.to} value={state.to} onChange={(to) => update({ to })} />
          </FilterBar>
        )}
        {state.tab === 'expiring' && (
          <TextField
            id="memberships-days"
            type="number"
            size="small"
            label={T.days}
            value={state.days}
            onChange={(event) => update({ days: Number(event.target.value) })}
            error={Boolean(dayError)}
            helperText={dayError ?? T.expiringDaysHint}
            sx={{ mb: 2, width: 280 }}
            slotProps={{ htmlInput: htmlInputLimits(MEMBERSHIP_FIELDS.days) }}
          />
        )}

        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.loadError}
          </Alert>
        )}

        <StaffGrid
          label={T.title}
          emptyText={T.empty}
          rows={current?.memberships ?? []}
          columns={columns}
          loading={query.loading}
          paging={{
            page: state.page,
            pageSize: state.pageSize,
            total: current?.pagination.total ?? 0,
            sizes: MEMBERSHIP_PAGE_SIZES,
            onChange: (next) => update(next, false),
          }}
          sorting={
            sortable
              ? {
                  sortBy: state.sortBy,
                  sortOrder: state.sortOrder,
                  keyOfField: SORT_KEY_OF_FIELD,
                  onChange: (sortBy, sortOrder) => update({ sortBy, sortOrder }),
                }
              : undefined
          }
          onOpen={openDetail}
          columnVisibilityModel={membershipColumnVisibility(isPhone ? 'phone' : isTablet ? 'tablet' : 'desktop')}
        />
      </Card>

      {state.id && (
        <MembershipDrawer
          id={state.id}
          can={can}
          onClose={() => update({ id: null }, false)}
          onAction={(kind, membership, paymentCount) =>
            kind === 'unfreeze' ? void resume(membership) : setAction({ kind, membership, paymentCount })
          }
        />
      )}
      {action?.kind === 'renew' && (
        <RenewDialog membership={action.membership} onClose={() => setAction(null)} onDone={() => afterChange(true)} />
      )}
      {action?.kind === 'freeze' && (
        <FreezeMembershipDialog
          holder={action.membership.user?.fullName ?? action.membership.planName}
          endDate={action.membership.endDate}
          onFreeze={(input) => freeze({ variables: { id: action.membership.id, input } })}
          onClose={() => setAction(null)}
          onDone={() => afterChange(true)}
        />
      )}
      {action?.kind === 'cancel' && (
        <CancelDialog membership={action.membership} onClose={() => setAction(null)} onDone={() => afterChange(true)} />
      )}
      {action?.kind === 'edit' && (
        <EditDialog membership={action.membership} onClose={() => setAction(null)} onDone={() => afterChange(true)} />
      )}
      {action?.kind === 'delete' && (
        <DeleteDialog
          membership={action.membership}
          paymentCount={action.paymentCount}
          onClose={() => setAction(null)}
          onDone={() => afterChange(false)}
        />
      )}
      {expiringNow && (
        <ExpireNowDialog
          onClose={() => setExpiringNow(false)}
          onDone={() => {
            setExpiringNow(false);
            void client.refetchQueries({ include: 'active' });
          }}
        />
      )}
      {state.action === 'new' && (
        <NewMembershipDialog
          onClose={() => update({ action: null }, false)}
          onDone={() => {
            update({ action: null }, false);
            void client.refetchQueries({ include: 'active' });
          }}
        />
      )}
    </Stack>
  );
}

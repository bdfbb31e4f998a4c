import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import {
  fieldError,
  hasPermission,
  PAGINATION,
  ROLE_LABELS,
  USER_QUERY_FIELDS,
  viewableRoles,
  type Actor,
  type Role,
} from '@gym/domain';
import { useUsersQuery, type UserRowFieldsFragment } from './users.generated';
import { useAuth } from '../auth/useAuth';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { htmlInputLimits } from '../../shared/field-contract';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { DeleteUserDialog } from './components/DeleteUserDialog';
import { UserFormDialog } from './components/UserFormDialog';
import { USER_PAGE_SIZES, userColumns, userColumnVisibility } from './datagrid';
import { USERS_TEXTS as T } from './texts';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useScreenShortcuts } from '../../shared/useScreenShortcuts';
import { SHARED_TEXTS } from '../../shared/texts';

export const SEARCH_DEBOUNCE_MS = 300;

type ActiveFilter = 'all' | 'active' | 'inactive';

export default function UsersPage() {
  const { user } = useAuth();
  const id = user?.id;
  const userRole = user?.role;
  const permissions = user?.permissions;
  // A stable actor keeps the grid's columns from being rebuilt on every render.
  const actor = useMemo<Actor | null>(
    () => (id && userRole ? { id, role: userRole, permissions: permissions ?? undefined } : null),
    [id, userRole, permissions],
  );
  if (!actor) return null;
  return <UsersScreen actor={actor} />;
}

function UsersScreen({ actor }: { actor: Actor }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.down('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchInput, setSearchInput] = useState('');
  const [role, setRole] = useState<Role | 'all'>('all');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [pagination, setPagination] = useState<{ page: number; pageSize: number }>({
    page: 0,
    pageSize: PAGINATION.defaultLimit,
  });
  const [editing, setEditing] = useState<UserRowFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<UserRowFieldsFragment | null>(null);

  const trimmed = searchInput.trim();
  const searchHint = trimmed.length > 0 ? fieldError(USER_QUERY_FIELDS.userSearch, trimmed) : null;
  // A search of one character is never sent: it would only be refused by the server.
  const search = useDebouncedValue(trimmed.length > 0 && !searchHint ? trimmed : '', SEARCH_DEBOUNCE_MS);
  const roles = viewableRoles(actor);
  const creating = searchParams.get('action') === 'create';
  const canCreate = hasPermission(actor, 'create_users');
  const searchRef = useRef<HTMLInputElement>(null);
  useScreenShortcuts({
    n: canCreate ? () => setSearchParams({ action: 'create' }) : undefined,
    '/': () => searchRef.current?.focus(),
  });

  const { data, previousData, loading, error, refetch } = useUsersQuery({
    variables: {
      filter: {
        page: pagination.page + 1,
        limit: pagination.pageSize,
        search: search || null,
        role: role === 'all' ? null : role,
        isActive: active === 'all' ? null : active === 'active',
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.users;
  const errorInfo = error ? apiErrorInfo(error) : null;

  const columns = useMemo(() => userColumns({ actor, onEdit: setEditing, onDelete: setDeleting }), [actor]);

  const resetPage = () => setPagination((previous) => ({ ...previous, page: 0 }));
  const closeCreate = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('action');
    setSearchParams(next, { replace: true });
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
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => setSearchParams({ action: 'create' })}
          >
            {T.newUser}
          </Button>
        )}
      </Box>

      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'flex-start', columnGap: 2 }}>
          <TextField
            id="users-search"
            label={T.search}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.target.value);
              resetPage();
            }}
            helperText={searchHint ?? (canCreate ? T.shortcuts : SHARED_TEXTS.searchShortcut)}
            size="small"
            inputRef={searchRef}
            sx={{ flex: { xs: '1 1 100%', md: '2 1 0' } }}
            slotProps={{
              htmlInput: htmlInputLimits(USER_QUERY_FIELDS.userSearch),
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            id="users-role"
            select
            size="small"
            label={T.role}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role | 'all');
              resetPage();
            }}
            helperText=" "
            sx={{ flex: '1 1 0', minWidth: 0 }}
          >
            <MenuItem value="all">{T.allRoles}</MenuItem>
            {roles.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="users-status"
            select
            size="small"
            label={T.status}
            value={active}
            onChange={(event) => {
              setActive(event.target.value as ActiveFilter);
              resetPage();
            }}
            helperText=" "
            sx={{ flex: '1 1 0', minWidth: 0 }}
          >
            <MenuItem value="all">{T.allStatuses}</MenuItem>
            <MenuItem value="active">{T.activeFilter}</MenuItem>
            <MenuItem value="inactive">{T.inactiveFilter}</MenuItem>
          </TextField>
        </Box>

        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.loadError}
          </Alert>
        )}

        <StaffGrid
          label={T.title}
          emptyText={T.empty}
          rows={page?.users ?? []}
          columns={columns}
          loading={loading}
          paging={{
            page: pagination.page,
            pageSize: pagination.pageSize,
            total: page?.pagination.total ?? 0,
            sizes: USER_PAGE_SIZES,
            onChange: setPagination,
          }}
          columnVisibilityModel={userColumnVisibility(isPhone ? 'phone' : isTablet ? 'tablet' : 'desktop')}
        />
      </Card>

      {creating && (
        <UserFormDialog
          actor={actor}
          open
          onClose={closeCreate}
          onSaved={() => {
            closeCreate();
            void refetch();
          }}
        />
      )}
      {editing && (
        <UserFormDialog
          key={editing.id}
          actor={actor}
          user={editing}
          open
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {deleting && (
        <DeleteUserDialog
          actor={actor}
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}

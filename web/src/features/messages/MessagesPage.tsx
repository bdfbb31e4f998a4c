import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, MESSAGE_STATUS_LABELS, MESSAGE_STATUSES } from '@gym/domain';
import { FilterBar, SelectFilter } from '../../shared/components/FilterFields';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { MessageDrawer } from './components/MessageDrawer';
import { MessageKindsDialog } from './components/MessageKindsDialog';
import { MESSAGE_COLUMNS } from './datagrid';
import { useMessagesListQuery } from './messages.generated';
import { MESSAGES_TEXTS as T } from './texts';
import { MESSAGE_PAGE_SIZES, messagesSearchParams, readMessagesUrl, type MessagesUrlState } from './urls';

/** /dashboard/admin/messages: every message the gym wrote, the newest first, and one in a drawer. */
export default function MessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readMessagesUrl(searchParams);
  const [kindsOpen, setKindsOpen] = useState(false);

  const update = useCallback(
    (patch: Partial<MessagesUrlState>, resetPage = true) =>
      setSearchParams(
        (previous) =>
          messagesSearchParams({ ...readMessagesUrl(previous), ...patch, ...(resetPage ? { page: 0 } : {}) }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const list = useMessagesListQuery({
    variables: {
      filter: {
        page: state.page + 1,
        limit: state.pageSize,
        status: state.status === 'all' ? null : state.status,
        kind: state.kind === 'all' ? null : state.kind,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const current = (list.data ?? list.previousData)?.messages;
  const errorInfo = list.error ? apiErrorInfo(list.error) : null;

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.subtitle}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setKindsOpen(true)}>
          {T.kinds.open}
        </Button>
      </Box>

      <Card sx={{ p: 2 }}>
        <FilterBar>
          <SelectFilter
            id="messages-status"
            label={T.status}
            value={state.status}
            onChange={(status) => update({ status })}
            allLabel={T.allStatuses}
            options={MESSAGE_STATUSES}
            optionLabel={(status) => MESSAGE_STATUS_LABELS[status]}
            minWidth={200}
          />
          <SelectFilter
            id="messages-kind"
            label={T.kind}
            value={state.kind}
            onChange={(kind) => update({ kind })}
            allLabel={T.allKinds}
            options={MESSAGE_KINDS}
            optionLabel={(kind) => MESSAGE_KIND_LABELS[kind]}
            minWidth={200}
          />
        </FilterBar>

        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.loadError}
          </Alert>
        )}

        <StaffGrid
          label={T.title}
          emptyText={T.listEmpty}
          rows={current?.messages ?? []}
          columns={MESSAGE_COLUMNS}
          loading={list.loading}
          paging={{
            page: state.page,
            pageSize: state.pageSize,
            total: current?.pagination.total ?? 0,
            sizes: MESSAGE_PAGE_SIZES,
            onChange: (next) => update(next, false),
          }}
          onOpen={(id) => update({ id }, false)}
        />
      </Card>

      {kindsOpen && <MessageKindsDialog onClose={() => setKindsOpen(false)} />}

      {state.id && (
        <MessageDrawer
          id={state.id}
          onClose={() => update({ id: null }, false)}
          onRetried={() => void list.refetch()}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  CASH_SESSION_STATUS_LABELS,
  CASH_SESSION_STATUSES,
  formatGTQ,
  PAGINATION,
  type CashSessionStatus,
} from '@gym/domain';
import { FilterBar, SelectFilter } from '../../shared/components/FilterFields';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { useCashSessionsListQuery } from './cash-drawer.generated';
import { CashSessionDrawer } from './components/CashSessionDrawer';
import { CASH_SESSION_COLUMNS } from './datagrid';
import { CASH_DRAWER_TEXTS as T } from './texts';

const PAGE_SIZES = [20, 50, 100];

/** /dashboard/admin/cash-drawers ('Cajas'): every clerk's drawer with its differences, one in a drawer. */
export default function CashDrawersPage() {
  const [status, setStatus] = useState<CashSessionStatus | 'all'>('all');
  const [withDifference, setWithDifference] = useState(false);
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: 0,
    pageSize: PAGINATION.defaultLimit,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useCashSessionsListQuery({
    variables: {
      filter: {
        page: paging.page + 1,
        limit: paging.pageSize,
        status: status === 'all' ? null : status,
        withDifference: withDifference || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const current = (list.data ?? list.previousData)?.cashSessions;
  const errorInfo = list.error ? apiErrorInfo(list.error) : null;

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {T.admin.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.admin.subtitle}
        </Typography>
      </Box>
      <Card sx={{ p: 2 }}>
        <FilterBar>
          <SelectFilter
            id="cash-status"
            label={T.admin.status}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPaging((p) => ({ ...p, page: 0 }));
            }}
            allLabel={T.admin.allStatuses}
            options={CASH_SESSION_STATUSES}
            optionLabel={(s) => CASH_SESSION_STATUS_LABELS[s]}
            minWidth={160}
          />
          <FormControlLabel
            control={
              <Switch
                checked={withDifference}
                onChange={(event) => {
                  setWithDifference(event.target.checked);
                  setPaging((p) => ({ ...p, page: 0 }));
                }}
              />
            }
            label={T.admin.onlyDifferences}
          />
        </FilterBar>
        {current && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.admin.totals(current.totals.withDifference, formatGTQ(current.totals.differences))}
          </Typography>
        )}
        {errorInfo && !isGlobalError(errorInfo) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorInfo.message ?? T.admin.loadError}
          </Alert>
        )}
        <StaffGrid
          label={T.admin.title}
          emptyText={T.admin.empty}
          rows={current?.sessions ?? []}
          columns={CASH_SESSION_COLUMNS}
          loading={list.loading}
          paging={{
            page: paging.page,
            pageSize: paging.pageSize,
            total: current?.pagination.total ?? 0,
            sizes: PAGE_SIZES,
            onChange: setPaging,
          }}
          onOpen={setOpenId}
        />
      </Card>
      {openId && <CashSessionDrawer id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

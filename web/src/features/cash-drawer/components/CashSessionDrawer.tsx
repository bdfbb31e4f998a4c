import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CASH_MOVEMENT_LABELS, formatGTQ } from '@gym/domain';
import { apiErrorInfo } from '../../../shared/api-error';
import { useNotify } from '../../../shared/notify';
import { useCashSessionDetailQuery } from '../cash-drawer.generated';
import { cashTime } from '../datagrid';
import { openCashReport } from '../report';
import { CASH_DRAWER_TEXTS as T } from '../texts';
import { DifferenceText } from './DifferenceText';

/** One drawer: its figures, every movement, the count by denomination and the report to print. */
export function CashSessionDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const notify = useNotify();
  const { data, loading, error } = useCashSessionDetailQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.cashSession;
  const s = detail?.session;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-label': T.detail.label } }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {s?.clerkName ?? T.detail.label}
            </Typography>
            {s && (
              <Typography variant="body2" color="text.secondary">
                {cashTime(s.openedAt)} – {s.closedAt ? cashTime(s.closedAt) : s.statusLabel}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={T.detail.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {error && !detail && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorInfo(error).message ?? T.detail.loadError}
          </Alert>
        )}
        {loading && !detail && <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}
        {s && detail && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Table size="small">
              <TableBody>
                <TableRow>
                  <TableCell>{T.detail.float}</TableCell>
                  <TableCell align="right">{formatGTQ(s.openingFloat)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>{T.close.expected}</TableCell>
                  <TableCell align="right">{formatGTQ(s.expected)}</TableCell>
                </TableRow>
                {s.counted !== null && s.counted !== undefined && (
                  <TableRow>
                    <TableCell>{T.close.counted}</TableCell>
                    <TableCell align="right">{formatGTQ(s.counted)}</TableCell>
                  </TableRow>
                )}
                {s.difference !== null && s.difference !== undefined && (
                  <TableRow>
                    <TableCell>{T.close.difference}</TableCell>
                    <TableCell align="right">
                      <DifferenceText difference={s.difference} />
                    </TableCell>
                  </TableRow>
                )}
                {s.differenceReason && (
                  <TableRow>
                    <TableCell>{T.detail.reason}</TableCell>
                    <TableCell align="right">{s.differenceReason}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {T.detail.movements}
              </Typography>
              {detail.movements.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {T.detail.noMovements}
                </Typography>
              ) : (
                <Table size="small" aria-label={T.detail.movements}>
                  <TableBody>
                    {detail.movements.map((m) => (
                      <TableRow key={m.id}>
                        <TableCell>{cashTime(m.createdAt)}</TableCell>
                        <TableCell>
                          {CASH_MOVEMENT_LABELS[m.kind as keyof typeof CASH_MOVEMENT_LABELS] ?? m.kindLabel}
                          <Typography variant="caption" component="div" color="text.secondary">
                            {m.description}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={{ color: m.amount < 0 ? 'error.main' : undefined }}>
                          {formatGTQ(m.amount)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
            {s.counts && (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {T.detail.count}
                </Typography>
                <Table size="small" aria-label={T.detail.count}>
                  <TableBody>
                    {s.counts
                      .filter((c) => c.pieces > 0)
                      .map((c) => (
                        <TableRow key={c.key}>
                          <TableCell>{c.label}</TableCell>
                          <TableCell align="right">{c.pieces}</TableCell>
                          <TableCell align="right">{formatGTQ(c.total)}</TableCell>
                        </TableRow>
                      ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            <Box>
              <Button
                variant="outlined"
                onClick={() => openCashReport(s.id).catch((f: unknown) => notify.error((f as Error).message))}
              >
                {T.detail.print}
              </Button>
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

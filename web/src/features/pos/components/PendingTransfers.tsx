import { formatGTQ } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { useAdminAction } from '../../../platform/useAdminAction';
import { inGymTime } from '../../../shared/dayjs';
import { useNotify } from '../../../shared/notify';
import { usePosConfirmTransferMutation, usePosPendingTransfersQuery } from '../pos.generated';
import { POS_TEXTS as T } from '../texts';

/** Transfer sales waiting for their money, the oldest first, each with 'Confirmar'. */
export function PendingTransfers() {
  const { data, error } = usePosPendingTransfersQuery({ fetchPolicy: 'cache-and-network' });
  const [confirm] = usePosConfirmTransferMutation({ refetchQueries: ['PosPendingTransfers', 'PosDay'] });
  const { run, busy } = useAdminAction({ publicContent: false });
  const confirmation = useIdempotencyKey();
  const notify = useNotify();
  const sales = data?.pendingLocalSaleTransfers.sales ?? [];

  const onConfirm = async (id: string) => {
    const result = await run(
      () => confirmation.send({ id }, (context) => confirm({ variables: { id }, context })),
      null,
      T.confirmFailed,
    );
    const message = result?.data?.confirmLocalSaleTransfer.message;
    if (message) notify.success(message);
  };

  return (
    <Box component="section" aria-label={T.pendingLabel}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.pendingLabel}
      </Typography>
      {error && !data && <Alert severity="warning">{T.pendingFailed}</Alert>}
      {data && sales.length === 0 && <Typography color="text.secondary">{T.pendingEmpty}</Typography>}
      <List dense>
        {sales.map((sale) => (
          <ListItem
            key={sale.id}
            aria-label={sale.saleNumber}
            secondaryAction={
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={T.confirmFor(sale.saleNumber)}
                onClick={() => void onConfirm(sale.id)}
              >
                {T.confirm}
              </Button>
            }
          >
            <ListItemText
              primary={`${sale.saleNumber} · ${formatGTQ(sale.totalAmount)}`}
              secondary={`${sale.customer.name} · ${sale.transferReference ?? T.noReference} · ${inGymTime(sale.createdAt).format('DD/MM/YYYY HH:mm')}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

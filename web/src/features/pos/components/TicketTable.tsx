import { formatGTQ } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { POS_TEXTS as T } from '../texts';
import type { TicketLine, ticketTotals } from '../ticket';

interface Props {
  lines: readonly TicketLine[];
  totals: ReturnType<typeof ticketTotals>;
  onChange: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
  onClear: () => void;
}

/** The ticket: a line per product with − / + and remove, then the totals (VAT included) in Q. */
export function TicketTable({ lines, totals, onChange, onRemove, onClear }: Props) {
  return (
    <Box component="section" aria-label={T.ticketLabel}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {T.ticketLabel}
        </Typography>
        {lines.length > 0 && (
          <Button size="small" color="inherit" onClick={onClear}>
            {T.clearTicket}
          </Button>
        )}
      </Stack>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{T.emptyTicket}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.receiptProduct}</TableCell>
              <TableCell align="center">{T.receiptQty}</TableCell>
              <TableCell align="right">{T.receiptPrice}</TableCell>
              <TableCell align="right">{T.receiptAmount}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>
                  <Typography variant="body2">{line.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {line.sku}
                  </Typography>
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={T.decrease(line.name)}
                    disabled={line.quantity <= 1}
                    onClick={() => onChange(line.productId, line.quantity - 1)}
                  >
                    <Remove fontSize="small" />
                  </IconButton>
                  <Box component="span" aria-label={T.quantity(line.name)} sx={{ mx: 1, fontWeight: 600 }}>
                    {line.quantity}
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={T.increase(line.name)}
                    disabled={line.quantity >= line.stock}
                    onClick={() => onChange(line.productId, line.quantity + 1)}
                  >
                    <Add fontSize="small" />
                  </IconButton>
                </TableCell>
                <TableCell align="right">{formatGTQ(line.price)}</TableCell>
                <TableCell align="right">{formatGTQ(line.price * line.quantity)}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={T.remove(line.name)} onClick={() => onRemove(line.productId)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack spacing={0.5} sx={{ mt: 2, alignItems: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary">
          {T.subtotal}: {formatGTQ(totals.subtotal)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.vat}: {formatGTQ(totals.taxAmount)}
        </Typography>
        <Typography variant="h5" component="p" aria-label={T.total}>
          {T.total}: {formatGTQ(totals.totalAmount)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.units(totals.itemsCount)}
        </Typography>
      </Stack>
    </Box>
  );
}

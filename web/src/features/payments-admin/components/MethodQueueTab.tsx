import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatGTQ, QUERY_FIELDS } from '@gym/domain';
import { useState, type ReactNode } from 'react';
import { htmlInputLimits } from '../../../shared/field-contract';
import type { QueueItemFieldsFragment } from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { QueueItemSummary } from './QueueItemSummary';

interface MethodQueueTabProps {
  label: string;
  empty: string;
  items: readonly QueueItemFieldsFragment[];
  loaded: boolean;
  failed: boolean;
  search: string;
  onSearch: (value: string) => void;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: (item: QueueItemFieldsFragment) => void;
  onCancel: (item: QueueItemFieldsFragment) => void;
  children?: ReactNode;
}

/** A cash or card queue, the oldest first: each payment with its confirm and cancel actions. */
export function MethodQueueTab(props: MethodQueueTabProps) {
  const [now] = useState(() => new Date());
  const { items } = props;
  return (
    <Box>
      <TextField
        size="small"
        label={T.search}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', md: 420 } }}
        slotProps={{ htmlInput: htmlInputLimits(QUERY_FIELDS.search) }}
      />
      {props.failed && items.length === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.loadError}
        </Alert>
      )}
      <Card variant="outlined">
        {items.length === 0 && props.loaded ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {props.empty}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={props.label}>
            {items.map((item) => (
              <ListItem
                key={item.payment.id}
                divider
                aria-label={`${item.payer.name} ${formatGTQ(item.payment.amount)}`}
                sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <QueueItemSummary item={item} now={now} />
                <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
                  <Button size="small" variant="contained" onClick={() => props.onConfirm(item)}>
                    {props.confirmLabel}
                  </Button>
                  <Button size="small" color="error" onClick={() => props.onCancel(item)}>
                    {props.cancelLabel}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
      {props.children}
    </Box>
  );
}

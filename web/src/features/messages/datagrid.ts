import { createElement } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { inGymTime } from '../../shared/dayjs';
import type { MessageRowFragment } from './messages.generated';
import { MessageStatusChip } from './components/MessageStatusChip';
import { MESSAGES_TEXTS as T } from './texts';

/** When a message was written, as the gym reads its clock (America/Guatemala). */
export const messageTime = (value: string) => inGymTime(value).format('DD/MM/YYYY HH:mm');

export const channelLabel = (channel: string) => T.channels[channel] ?? channel;

/** Server-side data: the api orders the newest first and pages; the grid sorts nothing itself. */
export const MESSAGE_COLUMNS: GridColDef<MessageRowFragment>[] = [
  {
    field: 'createdAt',
    headerName: T.columns.createdAt,
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => messageTime(value),
  },
  { field: 'recipient', headerName: T.columns.recipient, flex: 1, minWidth: 180, sortable: false },
  { field: 'subject', headerName: T.columns.subject, flex: 1.5, minWidth: 200, sortable: false },
  { field: 'kindLabel', headerName: T.columns.kind, flex: 1, minWidth: 150, sortable: false },
  {
    field: 'channel',
    headerName: T.columns.channel,
    width: 100,
    sortable: false,
    valueFormatter: (value: string) => channelLabel(value),
  },
  {
    field: 'status',
    headerName: T.columns.status,
    width: 150,
    sortable: false,
    renderCell: ({ row }) => createElement(MessageStatusChip, { status: row.status }),
  },
  { field: 'attempts', headerName: T.columns.attempts, width: 90, type: 'number', sortable: false },
];

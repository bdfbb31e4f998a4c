import { businessDate, formatDateTime } from '@gym/domain';
import Alert from '@mui/material/Alert';
import { useOfflineSince } from '../../platform/offline-snapshot';
import { MEMBER_APP_TEXTS as T } from './texts';

/** 'Sin conexión: datos de 07:45' (with the day when they are older than today), while the home shows saved data. */
export function OfflineNote() {
  const since = useOfflineSince();
  if (!since) return null;
  const savedAt = new Date(since);
  const when = formatDateTime(savedAt);
  const sameDay = businessDate(savedAt) === businessDate();
  return (
    <Alert severity="info" variant="outlined" role="status">
      {T.offlineSince(sameDay ? when.slice(11) : when)}
    </Alert>
  );
}

import { formatDateTime } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDeskClientVisitsQuery } from '../front-desk.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

/** Visits shown at first and added by each 'Ver más'. */
export const CLIENT_VISITS_PAGE = 10;

/**
 * A member's visits on the desk's client card, newest first: when (dd/MM/yyyy HH:mm), what let
 * them in and who recorded it (the clerk or the door kiosk). One more than shown is asked, so
 * 'Ver más' appears only when there are more.
 */
export function ClientVisitsList({ userId }: { userId: string }) {
  const [shown, setShown] = useState(CLIENT_VISITS_PAGE);
  const { data, previousData, loading, error } = useDeskClientVisitsQuery({
    variables: { userId, limit: shown + 1 },
    fetchPolicy: 'cache-and-network',
  });
  const visits = (data ?? previousData)?.clientVisits;
  return (
    <section aria-labelledby="client-visits-title">
      <Typography id="client-visits-title" variant="subtitle2">
        {T.clientVisits}
      </Typography>
      {!visits ? (
        error && !loading ? (
          <Alert severity="warning">{T.loadError}</Alert>
        ) : (
          <Skeleton height={80} />
        )
      ) : visits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noClientVisits}
        </Typography>
      ) : (
        <>
          <List dense disablePadding aria-labelledby="client-visits-title">
            {visits.slice(0, shown).map((visit) => (
              <ListItem key={visit.id} disableGutters>
                <ListItemText
                  primary={formatDateTime(visit.visitedAt)}
                  secondary={`${T.visitKind(visit.visitType, visit.visitors)} · ${T.visitRecorder(visit.recordedBy, visit.deviceName)}`}
                />
              </ListItem>
            ))}
          </List>
          {visits.length > shown && (
            <Button size="small" disabled={loading} onClick={() => setShown((n) => n + CLIENT_VISITS_PAGE)}>
              {T.moreVisits}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatGTQ } from '@gym/domain';
import { inGymTime } from '../../../shared/dayjs';
import { useNotify } from '../../../shared/notify';
import { useCurrentCashSessionQuery, type CashSessionFieldsFragment } from '../cash-drawer.generated';
import { openCashReport } from '../report';
import { CASH_DRAWER_TEXTS as T } from '../texts';
import { CloseDrawerDialog } from './CloseDrawerDialog';
import { OpenDrawerDialog } from './OpenDrawerDialog';
import { PettyCashDialog } from './PettyCashDialog';

/** How often the bar reads the drawer again while on screen (cash taken elsewhere moves it). */
const REFRESH_MS = 30_000;

type Dialog = 'open' | 'close' | 'petty' | null;

/**
 * The clerk's drawer on the desk and the point of sale: open since when, what should be in it,
 * 'Retiro de caja' and 'Cerrar caja'; without one, 'Abrir caja'. After a close, the report to print.
 */
export function CashDrawerBar() {
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [lastClosed, setLastClosed] = useState<CashSessionFieldsFragment | null>(null);
  const { data, error } = useCurrentCashSessionQuery({ fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
  const session = data?.currentCashSession ?? null;

  const print = (id: string) => {
    openCashReport(id).catch((failure: unknown) => notify.error((failure as Error).message));
  };

  return (
    <Paper component="section" aria-label={T.bar.label} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {session ? (
          <>
            <Chip color="success" label={T.bar.open(inGymTime(session.openedAt).format('DD/MM/YYYY HH:mm'))} />
            {session.openedAutomatically && <Chip size="small" variant="outlined" label={T.bar.automatic} />}
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {T.bar.expected(formatGTQ(session.expected))}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Button variant="outlined" onClick={() => setDialog('petty')}>
              {T.bar.pettyAction}
            </Button>
            <Button variant="contained" color="secondary" onClick={() => setDialog('close')}>
              {T.bar.closeAction}
            </Button>
          </>
        ) : (
          <>
            <Chip label={T.bar.none} />
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
              {lastClosed ? (
                <>
                  {T.bar.lastClosed}{' '}
                  <Link component="button" type="button" onClick={() => print(lastClosed.id)}>
                    {T.bar.printReport}
                  </Link>
                </>
              ) : (
                T.bar.noneHelp
              )}
            </Typography>
            <Button variant="contained" onClick={() => setDialog('open')}>
              {T.bar.openAction}
            </Button>
          </>
        )}
      </Box>
      {error && !data && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {T.bar.loadError}
        </Alert>
      )}
      {dialog === 'open' && <OpenDrawerDialog onClose={() => setDialog(null)} />}
      {dialog === 'petty' && <PettyCashDialog onClose={() => setDialog(null)} />}
      {dialog === 'close' && session && (
        <CloseDrawerDialog
          session={session}
          onClose={() => setDialog(null)}
          onClosed={(closed) => {
            setLastClosed(closed);
            setDialog(null);
          }}
        />
      )}
    </Paper>
  );
}

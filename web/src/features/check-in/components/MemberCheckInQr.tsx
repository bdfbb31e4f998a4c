import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { checkInCode, checkInSecondsLeft } from '@gym/domain';
import { MyCheckInSecretDocument } from '../check-in.generated';
import { CHECK_IN_TEXTS as T } from '../texts';

/** Where the phone keeps the secret, so the code works with no signal (it is only a check-in key). */
const STORAGE_KEY = 'gym_check_in_secret';

interface StoredSecret {
  userId: string;
  memberRef: string;
  secret: string;
}

function readStored(userId: string): StoredSecret | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSecret | null;
    return value && value.userId === userId ? value : null;
  } catch {
    return null;
  }
}

/** The code of the current 30 s step and the seconds it has left, ticking every second. */
function useCurrentCode(secret: StoredSecret | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const code = secret ? checkInCode(secret.memberRef, secret.secret, now) : null;
  return { code, secondsLeft: checkInSecondsLeft(now) };
}

/**
 * The member's check-in QR, computed on the phone from its secret (RFC 6238): it changes every
 * 30 seconds and keeps working offline once the secret was fetched once.
 */
export default function MemberCheckInQr({ userId }: { userId: string }) {
  const { data, error } = useQuery(MyCheckInSecretDocument, { fetchPolicy: 'cache-and-network' });
  const fetched = data?.myCheckInSecret;
  const secret = useMemo<StoredSecret | null>(
    () => (fetched ? { userId, memberRef: fetched.memberRef, secret: fetched.secret } : readStored(userId)),
    [fetched, userId],
  );
  useEffect(() => {
    if (fetched)
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ userId, memberRef: fetched.memberRef, secret: fetched.secret }),
      );
  }, [fetched, userId]);
  const { code, secondsLeft } = useCurrentCode(secret);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {T.qrTitle}
        </Typography>
        {!secret && error && <Alert severity="info">{T.qrUnavailable}</Alert>}
        {secret && svg && (
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={T.qrAlt}
            data-code={code ?? undefined}
            sx={{ width: 220, height: 220, bgcolor: '#fff', p: 1, borderRadius: 1 }}
          />
        )}
        {secret && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {T.qrChangesIn(secondsLeft)}
          </Typography>
        )}
        {secret && error && !fetched && <Alert severity="info">{T.qrOffline}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {T.qrHelp}
        </Typography>
      </CardContent>
    </Card>
  );
}

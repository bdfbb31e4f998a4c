import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@gym/domain';
import { config } from '../../platform/config';
import { beep, startCameraScanner } from './camera-scanner';
import { KioskCheckInDocument, type KioskCheckInMutation } from './kiosk.public.generated';
import {
  addLateRefusal,
  dismissLateRefusal,
  enqueueScan,
  KIOSK_TOKEN_KEY,
  newScanId,
  readLateRefusals,
  readQueue,
  replayQueue,
  type QueuedScan,
} from './kiosk-queue';
import { CHECK_IN_TEXTS as T } from './texts';

type Outcome = KioskCheckInMutation['checkIn'];
type Screen = { kind: 'idle' } | { kind: 'answer'; outcome: Outcome } | { kind: 'offline' };

/** How long a welcome or a refusal stays on screen, and how long the same QR text is ignored. */
const SHOW_MS = 4000;
const SAME_CODE_MS = 8000;
const REPLAY_MS = 15_000;

/** The device token: from the enabling link's fragment (`#token=`) the first time, then stored. */
function deviceToken(): string | null {
  const match = /token=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    localStorage.setItem(KIOSK_TOKEN_KEY, decodeURIComponent(match[1]));
    window.history.replaceState(null, '', window.location.pathname);
  }
  return localStorage.getItem(KIOSK_TOKEN_KEY);
}

/** One scan to the bff with the device token: its answer, 'network' when unreachable, 'revoked'. */
async function sendScan(token: string, scan: QueuedScan): Promise<Outcome | 'network' | 'revoked'> {
  let response: Response;
  try {
    response = await fetch(config.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: KioskCheckInDocument.toString(), variables: { input: scan } }),
    });
  } catch {
    return 'network';
  }
  if (response.status >= 500) return 'network';
  const body = (await response.json().catch(() => null)) as {
    data?: KioskCheckInMutation | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (body?.data?.checkIn) return body.data.checkIn;
  if (body?.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') return 'revoked';
  return {
    allowed: false,
    reason: 'invalid_code',
    message: body?.errors?.[0]?.message ?? T.kioskCameraError,
    next: T.kioskGoToDesk,
    kind: null,
    replayed: false,
    member: null,
    membership: null,
    pass: null,
  };
}

/** The door tablet: full screen, camera scanning, a green welcome or a red refusal, an offline queue. */
export default function KioskPage() {
  const [token, setToken] = useState<string | null>(() => deviceToken());
  const [screen, setScreen] = useState<Screen>({ kind: 'idle' });
  const [pending, setPending] = useState(() => readQueue().length);
  const [lateRefusals, setLateRefusals] = useState(() => readLateRefusals());
  const [cameraError, setCameraError] = useState(false);
  const [typed, setTyped] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ text: string; at: number }>({ text: '', at: 0 });
  const resetTimer = useRef<number | undefined>(undefined);

  const show = useCallback((next: Screen) => {
    setScreen(next);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setScreen({ kind: 'idle' }), SHOW_MS);
  }, []);

  const handleText = useCallback(
    async (text: string) => {
      if (!token) return;
      const now = Date.now();
      if (text === last.current.text && now - last.current.at < SAME_CODE_MS) return;
      last.current = { text, at: now };
      const scan: QueuedScan = { code: text.trim(), scanId: newScanId(), scannedAt: new Date(now).toISOString() };
      const answer = await sendScan(token, scan);
      if (answer === 'revoked') {
        localStorage.removeItem(KIOSK_TOKEN_KEY);
        setToken(null);
        return;
      }
      if (answer === 'network') {
        enqueueScan(scan);
        setPending(readQueue().length);
        beep('ok');
        show({ kind: 'offline' });
        return;
      }
      beep(answer.allowed ? 'ok' : 'refused');
      show({ kind: 'answer', outcome: answer });
    },
    [show, token],
  );

  // The camera, for as long as the page is open.
  useEffect(() => {
    if (!token || !video.current) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    startCameraScanner(video.current, (text) => void handleText(text))
      .then((stopper) => {
        if (cancelled) stopper();
        else stop = stopper;
      })
      .catch(() => setCameraError(true));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [handleText, token]);

  // The offline queue goes out when the network is back (and every few seconds, in case).
  useEffect(() => {
    if (!token) return;
    const replay = () =>
      void replayQueue(async (scan) => {
        const answer = await sendScan(token, scan);
        if (answer === 'network') return 'network';
        // Refused after the member already walked in: the staff see it on the tablet.
        if (answer !== 'revoked' && !answer.allowed) {
          const name = answer.member ? `${answer.member.firstName} ${answer.member.lastName}`.trim() : null;
          addLateRefusal({ scanId: scan.scanId, scannedAt: scan.scannedAt, name, message: answer.message });
        }
        return 'answered';
      }).then(() => {
        setPending(readQueue().length);
        setLateRefusals(readLateRefusals());
      });
    window.addEventListener('online', replay);
    const timer = window.setInterval(replay, REPLAY_MS);
    replay();
    return () => {
      window.removeEventListener('online', replay);
      window.clearInterval(timer);
    };
  }, [token]);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const text = typed;
    setTyped('');
    void handleText(text);
  };

  if (!token) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {T.kioskNotEnabled}
          </Typography>
          <Typography>{T.kioskNotEnabledHelp}</Typography>
        </Box>
      </Box>
    );
  }

  const outcome = screen.kind === 'answer' ? screen.outcome : null;
  const green = screen.kind === 'offline' || outcome?.allowed === true;
  const red = outcome?.allowed === false;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 4,
        textAlign: 'center',
        bgcolor: green ? 'success.main' : red ? 'error.main' : 'background.default',
        color: green || red ? '#fff' : 'text.primary',
        transition: 'background-color 0.2s',
      }}
    >
      <Box role="status" aria-live="assertive" sx={{ minHeight: 160 }}>
        {screen.kind === 'idle' && (
          <>
            <Typography variant="h3" component="h1">
              {T.kioskTitle}
            </Typography>
            <Typography variant="h6">{T.kioskHelp}</Typography>
          </>
        )}
        {screen.kind === 'offline' && <Typography variant="h3">{T.kioskOfflineSaved}</Typography>}
        {outcome?.allowed && (
          <>
            <Typography variant="h2" component="p">
              {outcome.message}
            </Typography>
            {outcome.membership && <Typography variant="h5">{T.daysLeft(outcome.membership.daysLeft)}</Typography>}
            {outcome.pass && <Typography variant="h5">{T.passVisitors(outcome.pass.visitors)}</Typography>}
          </>
        )}
        {outcome && !outcome.allowed && (
          <>
            <Typography variant="h3" component="p">
              {outcome.member ? `${outcome.member.firstName}: ${outcome.message}` : outcome.message}
            </Typography>
            <Typography variant="h4">{outcome.next ?? T.kioskGoToDesk}</Typography>
          </>
        )}
      </Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-hidden
        sx={{ width: 'min(480px, 90vw)', borderRadius: 2, bgcolor: '#000', display: cameraError ? 'none' : 'block' }}
      />
      {cameraError && <Typography>{T.kioskCameraError}</Typography>}
      {/* A USB or Bluetooth scanner types the code and Enter here. */}
      <Box component="form" onSubmit={submitTyped}>
        <TextField
          size="small"
          label={T.kioskCodeField}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </Box>
      {pending > 0 && <Typography variant="body2">{T.kioskPending(pending)}</Typography>}
      {lateRefusals.length > 0 && (
        <Box
          component="section"
          aria-labelledby="kiosk-review-title"
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 2,
            p: 2,
            maxWidth: 560,
            width: '100%',
          }}
        >
          <Typography id="kiosk-review-title" variant="subtitle1" component="h2">
            {T.kioskReviewTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.kioskReviewHelp}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, textAlign: 'left' }}>
            {lateRefusals.map((refusal) => (
              <Box
                component="li"
                key={refusal.scanId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', py: 0.5 }}
              >
                <Typography variant="body2">
                  {T.kioskReviewItem(refusal.name, refusal.message, formatDateTime(refusal.scannedAt))}
                </Typography>
                <Button
                  size="small"
                  onClick={() => {
                    dismissLateRefusal(refusal.scanId);
                    setLateRefusals(readLateRefusals());
                  }}
                >
                  {T.kioskReviewDone}
                </Button>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

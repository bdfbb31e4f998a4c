import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHECK_IN_FIELDS, fieldError } from '@gym/domain';
import { htmlInputLimits } from '../../../shared/field-contract';
import { apiErrorInfo } from '../../../shared/api-error';
import { useDeskCheckInMutation, type DeskCheckInMutation } from '../check-in.generated';
import { CHECK_IN_TEXTS as T } from '../texts';

type Outcome = DeskCheckInMutation['checkIn'];

function outcomeText(outcome: Outcome): string {
  if (!outcome.allowed) {
    const who = outcome.member ? `${outcome.member.firstName} ${outcome.member.lastName}: ` : '';
    return `${who}${outcome.message}`;
  }
  const who = outcome.member ? ` ${outcome.member.firstName} ${outcome.member.lastName}.` : '';
  if (outcome.pass) return `${T.passVisitors(outcome.pass.visitors)}.`;
  const days = outcome.membership ? ` ${T.daysLeft(outcome.membership.daysLeft)}.` : '';
  return `${outcome.message}${who}${days}`;
}

/**
 * The desk's scanner field: a USB scanner (or the clerk) types the member's QR text and Enter;
 * 'Usar cámara' reads it with the laptop's camera. The answer says who came in, or why not.
 */
export function DeskCheckInField() {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const [checkIn, { loading }] = useDeskCheckInMutation();

  const send = async (text: string) => {
    const invalid = fieldError(CHECK_IN_FIELDS.code, text);
    setOutcome(null);
    setFailure(invalid);
    if (invalid) return;
    try {
      const { data } = await checkIn({ variables: { input: { code: text.trim() } } });
      if (data) setOutcome(data.checkIn);
      setCode('');
    } catch (error) {
      setFailure(apiErrorInfo(error).message ?? null);
    }
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!camera || !video.current) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let lastText = '';
    void import('../camera-scanner')
      .then(({ startCameraScanner }) =>
        startCameraScanner(
          video.current!,
          (text) => {
            if (text === lastText) return;
            lastText = text;
            void sendRef.current(text);
          },
          'user',
        ),
      )
      .then((stopper) => {
        if (cancelled) stopper();
        else stop = stopper;
      })
      .catch(() => setFailure(T.kioskCameraError));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [camera]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5}>
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              label={T.deskField}
              helperText={T.deskHelp}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              disabled={loading}
              slotProps={{ htmlInput: htmlInputLimits(CHECK_IN_FIELDS.code) }}
              sx={{ flex: 1, minWidth: 240 }}
            />
            <Button variant="outlined" onClick={() => setCamera((on) => !on)} sx={{ alignSelf: 'flex-start', mt: 1 }}>
              {camera ? T.deskStopCamera : T.deskCamera}
            </Button>
          </Box>
          {camera && (
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-hidden
              sx={{ width: 320, maxWidth: '100%', borderRadius: 1 }}
            />
          )}
          {outcome && (
            <Alert severity={outcome.allowed ? 'success' : 'error'} role="status">
              {outcomeText(outcome)}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

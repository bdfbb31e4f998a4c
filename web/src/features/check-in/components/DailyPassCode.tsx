import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBusinessDate } from '@gym/domain';
import { apiErrorInfo, isGlobalError } from '../../../shared/api-error';
import { notify } from '../../../shared/notify';
import { useIssueDailyPassCodeMutation } from '../check-in.generated';
import { CHECK_IN_TEXTS as T } from '../texts';

/** After a daily pass sale: its one-day code as a QR to print or show, which the door kiosk accepts. */
export function DailyPassCode({ paymentId }: { paymentId: string }) {
  const [issue, { data, loading }] = useIssueDailyPassCodeMutation();
  const pass = data?.issueDailyPassCode;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!pass) return;
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toString(pass.code, { type: 'svg', margin: 1 }))
      .then((text) => {
        if (live) setSvg(text);
      });
    return () => {
      live = false;
    };
  }, [pass]);
  const run = async () => {
    try {
      await issue({ variables: { paymentId } });
    } catch (caught) {
      const info = apiErrorInfo(caught);
      if (!isGlobalError(info) && info.message) notify.error(info.message);
    }
  };
  if (!pass)
    return (
      <Button variant="outlined" disabled={loading} onClick={() => void run()}>
        {T.passCodeButton}
      </Button>
    );
  return (
    <Alert severity="success">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{T.passCodeValid(formatBusinessDate(pass.validOn))}</Typography>
        {svg && (
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={T.passCodeAlt}
            sx={{ width: 160, height: 160, bgcolor: '#fff' }}
          />
        )}
        <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {pass.code}
        </Typography>
        <Button size="small" onClick={() => window.print()}>
          {T.passCodePrint}
        </Button>
      </Stack>
    </Alert>
  );
}

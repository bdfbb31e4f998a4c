import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  businessDate,
  EXPORT_FORMATS,
  exportFilename,
  formatDate,
  TIMEOUTS,
  type AnyReport,
  type ExportFormat,
  type ReportType,
} from '@gym/domain';
import { useState } from 'react';
import { useGymConfig } from '../../../platform/gym-config/useGymConfig';
import { postForPrivateFile, PrivateFileError } from '../../../platform/private-file';
import { buildFallbackFile } from '../export-fallback';
import { saveFile } from '../save-file';
import { REPORTS_TEXTS } from '../texts';

const T = REPORTS_TEXTS.export;

export interface ExportRange {
  period?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** The server answered with a refusal the browser must not paper over (session, permission, bad input). */
const isRefusal = (error: unknown) =>
  error instanceof PrivateFileError &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 404;

type ExportState =
  | { step: 'idle' }
  | { step: 'working'; format: ExportFormat; fallback: boolean }
  | { step: 'done'; filename: string; notice: string | null; fallback: boolean }
  | { step: 'failed'; message: string };

/**
 * The export menu of /dashboard/reports (staff spec §4 export flow): the server makes the file
 * (the figures it computes itself); only when that fails is the file built in the browser from
 * the report on screen (`loadReport`). Progress shows while it works, then the saved file's name.
 */
export function ExportMenu({
  reportType,
  range,
  loadReport,
}: {
  reportType: ReportType;
  range: ExportRange;
  loadReport: () => Promise<AnyReport>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const { config } = useGymConfig();

  async function run(format: ExportFormat) {
    setAnchor(null);
    setState({ step: 'working', format, fallback: false });
    const today = businessDate();
    try {
      const { blob, filename } = await postForPrivateFile(
        `/bff/reports/export/${format}`,
        { reportType, params: withoutEmpty(range) },
        { network: T.network, sessionExpired: T.sessionExpired, failed: T.failed },
        TIMEOUTS.uploadMs,
      );
      const name = filename ?? exportFilename(reportType, format, today);
      saveFile(blob, name);
      setState({ step: 'done', filename: name, notice: null, fallback: false });
    } catch (error) {
      if (isRefusal(error)) {
        setState({ step: 'failed', message: (error as Error).message });
        return;
      }
      // The server could not make it: build the file here, silently (staff spec §8).
      setState({ step: 'working', format, fallback: true });
      try {
        const file = await buildFallbackFile(
          format,
          await loadReport(),
          { name: config.name, primaryColor: config.primaryColor },
          today,
          formatDate(new Date()),
        );
        saveFile(file.blob, file.filename);
        setState({ step: 'done', filename: file.filename, notice: file.notice, fallback: true });
      } catch {
        setState({ step: 'failed', message: T.failed });
      }
    }
  }

  const working = state.step === 'working';
  return (
    <Box sx={{ minWidth: 220, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={working}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'report-export-menu' : undefined}
      >
        {T.button}
      </Button>
      <Menu id="report-export-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {T.formats[format]}
          </MenuItem>
        ))}
      </Menu>
      <Box role="status" aria-live="polite" sx={{ width: '100%', textAlign: 'right' }}>
        {working && (
          <>
            <LinearProgress aria-label={T.working(T.formats[state.format])} />
            <Typography variant="caption" color="text.secondary">
              {state.fallback ? T.buildingHere : T.working(T.formats[state.format])}
            </Typography>
          </>
        )}
        {state.step === 'done' && (
          <Typography variant="caption" color="text.secondary" component="div">
            {T.downloaded(state.filename)}
            {state.notice && <div>{state.notice}</div>}
          </Typography>
        )}
        {state.step === 'failed' && (
          <Typography variant="caption" color="error" component="div">
            {state.message}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function withoutEmpty(range: ExportRange): Record<string, string> {
  return Object.fromEntries(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

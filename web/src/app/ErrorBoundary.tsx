import { UI_MESSAGES } from '@gym/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHARED_TEXTS } from '../shared/texts';
import { removeFirstScreenShell } from '../platform/first-screen/shell';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: string;
  /** Fill the viewport (top level) or just the content area. */
  fullScreen?: boolean;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

function isChunkError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || error.message.includes(UI_MESSAGES.chunkFailed);
}

/** 'Algo salió mal' screen for an uncaught render error or a route chunk that failed to load. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(isChunkError(error) ? UI_MESSAGES.chunkFailed : error, info.componentStack);
    // The bff's first screen must not stand over the error.
    removeFirstScreenShell();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <Box
        role="alert"
        sx={{
          minHeight: this.props.fullScreen ? '100dvh' : 360,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
          textAlign: 'center',
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
          <Typography variant="h4" component="h1">
            {UI_MESSAGES.errorTitle}
          </Typography>
          <Typography color="text.secondary">
            {chunk ? SHARED_TEXTS.chunkFailedBody : SHARED_TEXTS.unexpectedBody}
          </Typography>
          {chunk && (
            <Typography variant="caption" color="text.secondary">
              {UI_MESSAGES.chunkFailed}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {UI_MESSAGES.reloadPage}
            </Button>
            <Button variant="outlined" onClick={() => window.location.assign('/')}>
              {UI_MESSAGES.goHome}
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
}

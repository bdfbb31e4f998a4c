import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import { MESSAGE_ADMIN_MESSAGES } from '@gym/domain';
import { useAdminAction } from '../../../platform/useAdminAction';
import { apiErrorInfo } from '../../../shared/api-error';
import { channelLabel, messageTime } from '../datagrid';
import { useMessageDetailQuery, useRetryMessageMutation } from '../messages.generated';
import { MESSAGES_TEXTS as T } from '../texts';
import { MessageStatusChip } from './MessageStatusChip';

type ContentTab = 'html' | 'text';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  id: string;
  onClose: () => void;
  /** A failed message went back to the queue: the list shows it again. */
  onRetried: () => void;
}

/**
 * One message as its recipient got it. The HTML is the gym's own template, but it carries what
 * people typed (names, reasons), so it is shown in an iframe with an empty `sandbox`: no scripts,
 * no forms, and an opaque origin that cannot reach this page, its storage or its session.
 */
export function MessageDrawer({ id, onClose, onRetried }: Props) {
  const { data, loading, error } = useMessageDetailQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [retryMessage] = useRetryMessageMutation();
  const { run, busy } = useAdminAction({ publicContent: false });
  const [tab, setTab] = useState<ContentTab>('html');
  const message = data?.message;

  const retry = async () => {
    // The api answers the same words (MESSAGE_ADMIN_MESSAGES.retried); the toast says them.
    const done = await run(
      () => retryMessage({ variables: { id } }),
      MESSAGE_ADMIN_MESSAGES.retried,
      T.drawer.retryError,
    );
    if (done) onRetried();
  };

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } }, role: 'dialog', 'aria-label': T.drawer.label } }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap title={message?.subject}>
              {message?.subject ?? T.drawer.label}
            </Typography>
            {message && (
              <Typography variant="body2" color="text.secondary">
                {message.kindLabel}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={T.drawer.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {error && !message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorInfo(error).message ?? T.drawer.loadError}
          </Alert>
        )}
        {loading && !message && <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}
        {message && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Box>
              <Box sx={{ mb: 1 }}>
                <MessageStatusChip status={message.status} />
              </Box>
              <Line label={T.drawer.recipient}>{message.recipient}</Line>
              <Line label={T.drawer.channel}>{channelLabel(message.channel)}</Line>
              <Line label={T.drawer.createdAt}>{messageTime(message.createdAt)}</Line>
              {message.sentAt && <Line label={T.drawer.sentAt}>{messageTime(message.sentAt)}</Line>}
              <Line label={T.drawer.attempts}>{message.attempts}</Line>
            </Box>
            {message.status === 'failed' && (
              <Alert
                severity="error"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<ReplayIcon />}
                    disabled={busy}
                    onClick={() => void retry()}
                    title={T.drawer.retryHint}
                  >
                    {T.drawer.retry}
                  </Button>
                }
              >
                {message.lastError && (
                  <>
                    <strong>{T.drawer.lastError}:</strong> {message.lastError}
                  </>
                )}
              </Alert>
            )}
            <Box>
              <Tabs value={tab} onChange={(_e, next: ContentTab) => setTab(next)} aria-label={T.drawer.tabsLabel}>
                <Tab value="html" label={T.drawer.html} id="message-tab-html" aria-controls="message-panel-html" />
                <Tab value="text" label={T.drawer.text} id="message-tab-text" aria-controls="message-panel-text" />
              </Tabs>
              <Box
                role="tabpanel"
                id={`message-panel-${tab}`}
                aria-labelledby={`message-tab-${tab}`}
                sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                {tab === 'html' &&
                  (message.html ? (
                    <Box
                      component="iframe"
                      sandbox=""
                      srcDoc={message.html}
                      title={T.drawer.preview(message.subject)}
                      sx={{ display: 'block', width: '100%', height: 480, border: 0, bgcolor: '#fff' }}
                    />
                  ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                      {T.drawer.noHtml}
                    </Typography>
                  ))}
                {tab === 'text' && (
                  <Box
                    component="pre"
                    sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' }}
                  >
                    {message.text}
                  </Box>
                )}
              </Box>
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

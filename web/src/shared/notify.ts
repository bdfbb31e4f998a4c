import { NOTIFICATIONS } from '@gym/domain';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { createElement, useMemo } from 'react';

export type NotifyVariant = Extract<VariantType, 'success' | 'error' | 'info' | 'warning'>;

export interface Notifier {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

/**
 * A burst of the same failure (several queries failing at once) shows once; a confirmation always
 * shows, so a clerk who records two sales in a row sees both 'Venta registrada'.
 */
const COLLAPSES_REPEATS: Record<NotifyVariant, boolean> = { error: true, warning: true, success: false, info: false };

function show(variant: NotifyVariant, message: string): void {
  const key = enqueueSnackbar(message, {
    variant,
    preventDuplicate: COLLAPSES_REPEATS[variant],
    autoHideDuration: NOTIFICATIONS.toastMs,
  });
  // A hovered (or tapped) toast pauses its timer: this one still leaves.
  setTimeout(() => closeSnackbar(key), NOTIFICATIONS.toastMaxMs);
}

/** The app's one notifier; usable outside React (Apollo links, timers). */
export const notify: Notifier = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
  warning: (message) => show('warning', message),
};

/**
 * A message with one action a person may take back (an undo): the toast carries the action's
 * button, a Tab stop of its own, and pressing it closes the toast and runs the action once.
 */
export function notifyWithAction(message: string, actionLabel: string, onAction: () => void): SnackbarKey {
  let done = false;
  return enqueueSnackbar(message, {
    variant: 'info',
    autoHideDuration: NOTIFICATIONS.toastMs,
    action: (key) =>
      createElement(
        Button,
        {
          color: 'inherit',
          size: 'small',
          onClick: () => {
            closeSnackbar(key);
            if (done) return;
            done = true;
            onAction();
          },
        },
        actionLabel,
      ),
  });
}

export function useNotify(): Notifier {
  return useMemo(() => notify, []);
}

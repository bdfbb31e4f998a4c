import { NOTIFICATIONS } from '@gym/domain';
import { enqueueSnackbar, type VariantType } from 'notistack';
import { useMemo } from 'react';

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
  enqueueSnackbar(message, {
    variant,
    preventDuplicate: COLLAPSES_REPEATS[variant],
    autoHideDuration: NOTIFICATIONS.toastMs,
  });
}

/** The app's one notifier; usable outside React (Apollo links, timers). */
export const notify: Notifier = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
  warning: (message) => show('warning', message),
};

export function useNotify(): Notifier {
  return useMemo(() => notify, []);
}

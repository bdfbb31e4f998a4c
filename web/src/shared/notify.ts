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

function show(variant: NotifyVariant, message: string): void {
  // The same text queued twice in a burst (several failing queries at once) shows once.
  enqueueSnackbar(message, { variant, preventDuplicate: true, autoHideDuration: NOTIFICATIONS.toastMs });
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

import { NOTIFICATIONS } from '@gym/domain';
import { useEffect } from 'react';
import { useNotify } from '../../shared/notify';
import { AUTH_TEXTS } from './texts';
import { useAuth } from './useAuth';
import { hasSeenWelcome, rememberWelcome } from './welcome';

/** Greets a signed-in user once per browser, one second after sign-in (spec §2). */
export function WelcomeNotifier() {
  const { user } = useAuth();
  const notify = useNotify();
  const userId = user?.id ?? null;
  const firstName = user?.firstName ?? '';

  useEffect(() => {
    if (!userId || hasSeenWelcome(userId)) return;
    const timer = setTimeout(() => {
      rememberWelcome(userId);
      notify.success(AUTH_TEXTS.welcome(firstName));
    }, NOTIFICATIONS.welcomeDelayMs);
    return () => clearTimeout(timer);
  }, [userId, firstName, notify]);

  return null;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apollo/client';
import { createSessionExpiry, type ErrorLinkDeps } from './app/apollo/error-link';
import { currentPathname, navigateTo } from './app/navigation';
import { emitSessionEnded, onUnauthorized } from './features/auth/session-events';
import { clearSession } from './features/auth/session-storage';
import { notify } from './shared/notify';
import './shared/dayjs';

const sessionDeps: ErrorLinkDeps = {
  notify,
  currentPath: currentPathname,
  clearSession,
  endSession: (fromPath) => {
    emitSessionEnded();
    navigateTo('/login', { from: { pathname: fromPath, search: '', hash: '' } });
  },
};
const client = createApolloClient(sessionDeps);
const expireSession = createSessionExpiry(sessionDeps);
onUnauthorized(() => expireSession(currentPathname()));

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

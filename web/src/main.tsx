import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apollo/client';
import { currentPathname, navigateTo } from './app/navigation';
import { emitSessionEnded } from './features/auth/session-events';
import { clearSession } from './features/auth/session-storage';
import { notify } from './shared/notify';
import './shared/dayjs';

const client = createApolloClient({
  notify,
  currentPath: currentPathname,
  clearSession,
  endSession: (fromPath) => {
    emitSessionEnded();
    navigateTo('/login', { from: { pathname: fromPath, search: '', hash: '' } });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

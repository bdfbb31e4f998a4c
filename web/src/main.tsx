import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createTimeoutFetch } from './app/apollo/timeout-fetch';
import { config } from './app/config';
import { PublicClient, httpTransport } from './app/public-data/public-client';

const publicClient = new PublicClient(httpTransport(config.graphqlUrl, createTimeoutFetch(config.requestTimeoutMs)));

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App publicClient={publicClient} />
  </StrictMode>,
);

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createTimeoutFetch } from './platform/apollo/timeout-fetch';
import { config } from './platform/config';
import { firstScreenAnswers } from './app/first-screen/first-screen-data';
import { PublicClient, httpTransport } from './platform/public-data/public-client';

const answers = firstScreenAnswers();
const publicClient = new PublicClient(
  httpTransport(config.graphqlUrl, createTimeoutFetch(config.requestTimeoutMs)),
  (operationName, variables) => answers.take(operationName, variables),
);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// The first render as a transition: React renders it in slices and lets the browser in between
// (no long task while a whole page renders), instead of one block on start.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App publicClient={publicClient} />
    </StrictMode>,
  );
});

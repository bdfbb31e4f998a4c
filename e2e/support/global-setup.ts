import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeStripe } from '../../api/src/test/fake-stripe';
import { startMailbox } from './mailbox';

const root = resolve(import.meta.dirname, '..', '..');
const API_PORT = Number(process.env.E2E_API_PORT ?? 4201);
const PORT = Number(process.env.E2E_PORT ?? 4200);
/** The local OpenID provider standing in for Google (google-sign-in.spec.ts starts it on this port). */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 2);
const GOOGLE = {
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'gym-test-client',
  clientSecret: 'e2e-only-google-client-secret',
  redirectUri: `http://127.0.0.1:${PORT}/bff/auth/google/callback`,
};

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`${url} answered ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}: ${String(lastError)}`);
}

/** Starts the real product (api + bff serving the built web app) on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-e2e-'));
  // Card payments on, against a local Stripe (the machine has no internet).
  const stripe = await startFakeStripe();
  const stripeApi = stripe.config.api;
  // The product's mail goes to a real SMTP server whose mailbox the tests read.
  const mailDir = join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailDir);
  const app: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
      PORT: String(PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: stripe.config.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.config.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.config.webhookSecret,
      STRIPE_API_HOST: stripeApi.host,
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: stripeApi.protocol,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: GOOGLE.issuer,
      GOOGLE_REDIRECT_URI: GOOGLE.redirectUri,
      SMTP_URL: mailbox.smtpUrl,
      MAIL_FROM: 'Gimnasio <avisos@gimnasio.demo>',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Lets parallel runs serve their own build (vite build --outDir ...).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 90_000);
  await waitFor(`${baseUrl}/bff/health`, 60_000);
  project.provide('baseUrl', baseUrl);
  // For checks a browser cannot make (e.g. a staff queue read straight from the REST service).
  project.provide('apiUrl', `http://127.0.0.1:${API_PORT}/api`);
  project.provide('stripeUrl', `${stripeApi.protocol}://${stripeApi.host}:${stripeApi.port}`);
  project.provide('google', { port: OIDC_PORT, clientSecret: GOOGLE.clientSecret, redirectUri: GOOGLE.redirectUri });
  project.provide('mailDir', mailDir);

  return async () => {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r(null) : app.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await stripe.close();
    await mailbox.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    stripeUrl: string;
    google: { port: number; clientSecret: string; redirectUri: string };
    /** Where the product's mail lands (support/mailbox.ts `readMail`). */
    mailDir: string;
  }
}

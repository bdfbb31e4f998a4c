import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, businessDate, checkInCode, checkInSecondsLeft } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';
import { writeQrVideo } from '../support/fake-camera';

async function apiCall<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const login = async (email: string, password: string) =>
  (await apiCall<{ token: string }>('POST', '/auth/login', null, { email, password })).token;

/** The member's code as the phone shows it now (a fresh step, so it stays valid through the scan). */
async function currentCode(memberToken: string): Promise<string> {
  const { memberRef, secret } = await apiCall<{ memberRef: string; secret: string }>(
    'GET',
    '/check-ins/me',
    memberToken,
  );
  // At least 20 s of its own step plus the step of drift the api allows: valid 50 s or more, the
  // time a loaded two-core machine may take to start the tablet's browser and read the camera.
  if (checkInSecondsLeft(Date.now()) < 20)
    await new Promise((r) => setTimeout(r, checkInSecondsLeft(Date.now()) * 1000));
  return checkInCode(memberRef, secret, Date.now());
}

let workDir: string;
let kioskLink: string;
let expiredToken: string;
let activeToken: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'gym-kiosk-'));
  const admin = await login(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const { token } = await apiCall<{ token: string }>('POST', '/check-ins/devices', admin, { name: 'Puerta (prueba)' });
  kioskLink = `/kiosk#token=${encodeURIComponent(token)}`;
  activeToken = await login(ACCOUNTS.cliente.email, ACCOUNTS.cliente.password);
  // Diego's monthly plan ended yesterday, and the nightly expiry ran.
  expiredToken = await login('diego.ramirez@gimnasio.demo', ACCOUNTS.cliente.password);
  const mine = await apiCall<{ memberships: { id: string; status: string }[] }>('GET', '/memberships', expiredToken);
  const current = mine.memberships.find((m) => m.status === 'active');
  if (!current) throw new Error('Diego has no active membership in the demo data');
  await apiCall('PUT', `/memberships/${current.id}`, admin, { endDate: addDays(businessDate(), -1) });
  await apiCall('POST', '/memberships/expire-now', admin, {});
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A door tablet whose camera sees the member's phone showing `code`: what the kiosk says. */
async function kioskSees(code: string, expected: string): Promise<string> {
  const video = path.join(workDir, `${Date.now()}.y4m`);
  await writeQrVideo(video, code);
  const browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  try {
    const { context, page } = await newSession(browser, { width: 1024, height: 768 });
    await context.grantPermissions(['camera']);
    await page.goto(kioskLink);
    const status = page.getByRole('status');
    await status.getByText(expected).waitFor({ timeout: 45_000 });
    return (await status.textContent()) ?? '';
  } finally {
    await browser.close();
  }
}

describe('the door kiosk with a camera', () => {
  it('lets a member with a running membership in, green, with the days left', async () => {
    const text = await kioskSees(await currentCode(activeToken), '¡Bienvenido, Luis!');
    expect(text).toMatch(/Te quedan? \d+ días? de membresía/);
  }, 120_000);

  it('stops a member whose membership expired, and sends them to the desk', async () => {
    const text = await kioskSees(await currentCode(expiredToken), 'Tu membresía está vencida');
    expect(text).toContain('Pasa a recepción');
    expect(text).toContain('Diego');
  }, 120_000);
});

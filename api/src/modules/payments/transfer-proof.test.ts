import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { makePng } from '../../test/images';
import {
  backends,
  bearer,
  createTestApp,
  multipartFile,
  signInDemo,
  type SignedIn,
  type TestApp,
} from '../../test/test-app';

type Who = 'admin' | 'colaborador' | 'cliente' | 'maria';

const STORED_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
};

describe.each(backends)('transfer proofs on %s', (backend) => {
  let t: TestApp;
  let filesRoot: string;
  const legacyKey = `proofs/${randomUUID()}.png`;
  const legacyBytes = makePng(2, 2, [10, 200, 10]);
  const session = {} as Record<Who, SignedIn>;
  let paymentId = '';

  beforeAll(async () => {
    // A proof stored the old way: a public file under /uploads/proofs, before this version starts.
    filesRoot = await mkdtemp(path.join(tmpdir(), 'gym-proofs-'));
    await mkdir(path.join(filesRoot, 'uploads', 'proofs'), { recursive: true });
    await writeFile(path.join(filesRoot, 'uploads', legacyKey), legacyBytes);
    t = await createTestApp(backend, {
      uploadsDir: path.join(filesRoot, 'uploads'),
      privateFilesDir: path.join(filesRoot, 'private'),
    });
    for (const key of ['admin', 'colaborador', 'cliente', 'maria'] as const)
      session[key] = await signInDemo(t.app, key);
    const list = await t.app.inject({ url: '/api/payments', headers: bearer(session.maria.token) });
    paymentId = list
      .json()
      .data.payments.find(
        (p: { method: string; status: string }) => p.method === 'transfer' && p.status === 'pending',
      ).id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(filesRoot, { recursive: true, force: true });
  });

  const proofOf = (id: string, who?: Who) =>
    t.app.inject({ url: `/api/payments/${id}/transfer-proof`, headers: who ? bearer(session[who].token) : {} });

  it('serves the proof to the payment owner and to staff, inline, as its type, never runnable', async () => {
    const png = makePng(3, 3);
    const body = multipartFile('proof', 'recibo.png', 'application/octet-stream', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/transfer-proof`,
      headers: { ...bearer(session.maria.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.payment.proofUrl).toBe(`/api/payments/${paymentId}/transfer-proof`);

    for (const who of ['maria', 'colaborador', 'admin'] as const) {
      const served = await proofOf(paymentId, who);
      expect({ who, status: served.statusCode }).toEqual({ who, status: 200 });
      expect(served.headers).toMatchObject({
        ...STORED_FILE_HEADERS,
        'content-type': 'image/png',
        'content-disposition': `inline; filename="comprobante-${paymentId}.png"`,
        'cache-control': 'private, no-store',
      });
      expect(served.rawPayload.equals(png)).toBe(true);
    }
  });

  it('answers another client 404, an anonymous caller 401, a payment without proof 404', async () => {
    const other = await proofOf(paymentId, 'cliente');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.notFound);
    expect((await proofOf(paymentId)).statusCode).toBe(401);
    expect((await proofOf(randomUUID(), 'admin')).statusCode).toBe(404);
    const [withoutProof] = (await t.app.inject({ url: '/api/payments', headers: bearer(session.cliente.token) })).json()
      .data.payments;
    const missing = await proofOf(withoutProof.id, 'cliente');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.proofMissing);
  });

  it('keeps proofs out of the public uploads folder: no file there and no URL under /uploads', async () => {
    const [row] = await t.app.db
      .select({ proofKey: payments.proofKey })
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(row?.proofKey).toMatch(/^proofs\/.+\.png$/);
    expect(await readdir(path.join(t.uploadsDir, 'proofs')).catch(() => [])).toEqual([]);
    expect((await t.app.inject({ url: `/uploads/${row?.proofKey}` })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/payments?limit=100', headers: bearer(session.admin.token) });
    expect(JSON.stringify(list.json())).not.toContain('/uploads/proofs');
  });

  it('moved a proof stored the old way out of /uploads at start-up, still served to its owner', async () => {
    expect((await t.app.inject({ url: `/uploads/${legacyKey}` })).statusCode).toBe(404);
    await t.app.db.update(payments).set({ proofKey: legacyKey }).where(eq(payments.id, paymentId));
    const served = await proofOf(paymentId, 'maria');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(legacyBytes)).toBe(true);
  });
});

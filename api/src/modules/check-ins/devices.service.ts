import { randomBytes } from 'node:crypto';
import { CHECK_IN, CHECK_IN_MESSAGES } from '@gym/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { kioskDevices } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashOpaqueSecret } from '../../lib/tokens';
import type { AuthenticatedUser } from '../../types';

export interface KioskDeviceView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  active: boolean;
}

const view = (row: typeof kioskDevices.$inferSelect): KioskDeviceView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  active: row.revokedAt === null,
});

/** Every door tablet, the enabled ones first, newest first. */
export async function listDevices(db: Executor): Promise<KioskDeviceView[]> {
  const rows = await db.select().from(kioskDevices).orderBy(desc(kioskDevices.createdAt));
  return rows.map(view).sort((a, b) => Number(b.active) - Number(a.active));
}

/** Enables a door tablet: its token is shown this once; only its hash is kept. */
export async function createDevice(db: Database, actor: AuthenticatedUser, name: string) {
  const token = `${CHECK_IN.deviceTokenPrefix}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kioskDevices)
      .values({ name, tokenHash: hashOpaqueSecret(token), createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      entityType: 'kiosk_device',
      entityId: row!.id,
      action: 'enable',
      toStatus: 'active',
      actorId: actor.id,
      details: { name },
    });
    return { device: view(row!), token };
  });
}

/** Revokes a door tablet: its token stops working at once (a second revoke answers the same). */
export async function revokeDevice(db: Database, actor: AuthenticatedUser, id: string): Promise<KioskDeviceView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(kioskDevices).where(eq(kioskDevices.id, id)).for('update');
    if (!row) throw new AppError(404, CHECK_IN_MESSAGES.deviceNotFound);
    if (row.revokedAt) return view(row);
    const [revoked] = await tx
      .update(kioskDevices)
      .set({ revokedAt: new Date(), revokedBy: actor.id })
      .where(eq(kioskDevices.id, id))
      .returning();
    await recordAudit(tx, {
      entityType: 'kiosk_device',
      entityId: id,
      action: 'revoke',
      fromStatus: 'active',
      toStatus: 'revoked',
      actorId: actor.id,
    });
    return view(revoked!);
  });
}

/** The enabled device a token belongs to, or null (unknown or revoked); notes when it was last used. */
export async function deviceByToken(db: Executor, token: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(kioskDevices)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(kioskDevices.tokenHash, hashOpaqueSecret(token)), isNull(kioskDevices.revokedAt)))
    .returning({ id: kioskDevices.id });
  return row ?? null;
}

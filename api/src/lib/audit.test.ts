import { describe, expect, it } from 'vitest';
import { backends, signInDemo, useStaffTestApp } from '../test/test-app';
import { auditTrail, recordAudit } from './audit';

describe.each(backends)('the audit trail on %s', (backend) => {
  const t = useStaffTestApp(backend);

  it('keeps the order of changes made in one transaction and names who made them', async () => {
    const staff = await signInDemo(t.app, 'colaborador');
    await t.app.db.transaction(async (tx) => {
      await recordAudit(tx, {
        entityType: 'expense',
        entityId: 'e-1',
        action: 'create',
        toStatus: 'pending',
        actorId: staff.userId,
      });
      await recordAudit(tx, [
        {
          entityType: 'expense',
          entityId: 'e-1',
          action: 'approve',
          fromStatus: 'pending',
          toStatus: 'approved',
          actorId: staff.userId,
        },
        {
          entityType: 'expense',
          entityId: 'e-1',
          action: 'pay',
          fromStatus: 'approved',
          toStatus: 'paid',
          reason: 'Factura 12',
          details: { amount: 50 },
        },
        { entityType: 'expense', entityId: 'e-2', action: 'create', toStatus: 'pending' },
      ]);
    });
    const trail = await auditTrail(t.app.db, 'expense', 'e-1');
    expect(trail.map((e) => e.action)).toEqual(['create', 'approve', 'pay']);
    expect(trail[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'approved',
      actor: { id: staff.userId, name: 'Ana Castillo', role: 'colaborador' },
    });
    expect(trail[2]).toMatchObject({ actor: null, reason: 'Factura 12', details: { amount: 50 } });
    expect(await auditTrail(t.app.db, 'payment', 'e-1')).toEqual([]);
  });

  it('writes nothing when the change it records is rolled back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordAudit(tx, { entityType: 'expense', entityId: 'e-3', action: 'create', toStatus: 'pending' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditTrail(t.app.db, 'expense', 'e-3')).toEqual([]);
  });
});

import { addDays, businessDate, EXPENSE_MESSAGES } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, expenses } from '../../db/schema/index';
import { backends, signInDemo, useStaffTestApp, bearer } from '../../test/test-app';

const M = EXPENSE_MESSAGES;

describe.each(backends)('expenses on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers = t.admin) =>
    t.app.inject({ method, url: `/api/expenses${url}`, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers = t.admin) => t.app.inject({ url: `/api/expenses${url}`, headers });
  const valid = { title: 'Renta de marzo', amount: 4500, category: 'rent' };
  const create = async (body: Record<string, unknown> = {}) => {
    const response = await send('POST', '', { ...valid, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('records an expense as pending with its amount to the cent and an audit row', async () => {
    const response = await send('POST', '', {
      title: '  Mantenimiento de caminadoras  ',
      amount: 1234.56,
      category: 'equipment_maintenance',
      vendor: 'Servitec',
      invoiceNumber: 'F-001',
      expenseDate: '2026-03-05',
      paymentMethod: 'transfer',
      attachments: ['/uploads/factura.pdf'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(M.created);
    expect(body.data).toMatchObject({
      title: 'Mantenimiento de caminadoras',
      amount: 1234.56,
      category: 'equipment_maintenance',
      categoryLabel: 'Mantenimiento',
      status: 'pending',
      statusLabel: 'Pendiente',
      expenseDate: '2026-03-05',
      attachments: ['/uploads/factura.pdf'],
      isRecurring: false,
    });
    const [row] = await t.app.db.select().from(expenses).where(eq(expenses.id, body.data.id));
    expect(row?.amount).toBe('1234.56');
    const detail = (await get(`/${body.data.id}`)).json().data;
    expect(detail.auditTrail).toHaveLength(1);
    expect(detail.auditTrail[0]).toMatchObject({ action: 'create', toStatus: 'pending' });
    expect(detail.auditTrail[0].actor.role).toBe('admin');
  });

  it('refuses bad input with every message of the spec (422)', async () => {
    const message = async (body: Record<string, unknown>) => {
      const response = await send('POST', '', body);
      expect(response.statusCode).toBe(422);
      return response.json().message as string;
    };
    expect(await message({ ...valid, title: '   ' })).toBe(M.titleRequired);
    expect(await message({ amount: 5, category: 'rent' })).toBe(M.titleRequired);
    expect(await message({ ...valid, title: 'x'.repeat(201) })).toBe('El título no puede exceder 200 caracteres');
    expect(await message({ ...valid, amount: 'mucho' })).toBe(M.amountInvalid);
    expect(await message({ title: 'Luz', category: 'utilities' })).toBe(M.amountInvalid);
    expect(await message({ ...valid, amount: 0 })).toBe('El monto debe ser mayor a 0');
    expect(await message({ ...valid, amount: -10 })).toBe('El monto debe ser mayor a 0');
    expect(await message({ title: 'Luz', amount: 10 })).toBe('La categoría es obligatoria');
    expect(await message({ ...valid, category: 'fiestas' })).toBe('Categoría inválida');
    expect(await message({ ...valid, isRecurring: true })).toBe('La frecuencia es obligatoria para gastos recurrentes');
    expect(await message({ ...valid, isRecurring: true, recurringFrequency: 'hourly' })).toBe('Frecuencia inválida');
    expect(await message({ ...valid, amount: 10.555 })).toBe('El monto admite como máximo dos decimales');
    expect(await message({ ...valid, expenseDate: '2026-02-30' })).toBe(
      'La fecha del gasto debe tener el formato AAAA-MM-DD',
    );
  });

  it('updates only the fields sent, only while pending', async () => {
    const expense = await create({ vendor: 'EEGSA', description: 'Original' });
    const updated = await send('PUT', `/${expense.id}`, { amount: 4600.5 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: M.updated,
      data: { amount: 4600.5, vendor: 'EEGSA', description: 'Original', title: valid.title },
    });
    expect((await send('PUT', `/${expense.id}`, { amount: 0 })).json().message).toBe('El monto debe ser mayor a 0');
    await send('POST', `/${expense.id}/approve`);
    const late = await send('PUT', `/${expense.id}`, { amount: 1 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Solo se puede editar un gasto pendiente; este está aprobado');
    const trail = (await get(`/${expense.id}`)).json().data.auditTrail;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'approve']);
    expect(trail[1].details).toMatchObject({ changed: ['amount'], amount: { from: 4500, to: 4600.5 } });
  });

  it('follows the state rules: approve, reject and cancel once each, with reasons', async () => {
    const a = await create();
    const approved = await send('POST', `/${a.id}/approve`);
    expect(approved.json()).toMatchObject({ message: M.approved, data: { status: 'approved' } });
    expect(approved.json().data.decidedBy.name).toBeTruthy();
    const again = await send('POST', `/${a.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este gasto ya fue aprobado');
    const rejectApproved = await send('POST', `/${a.id}/reject`, { reason: 'No corresponde' });
    expect(rejectApproved.statusCode).toBe(400);
    expect(rejectApproved.json().message).toBe('No se puede rechazar este gasto: está aprobado');
    // An approved expense may still be cancelled, with a reason.
    expect((await send('POST', `/${a.id}/cancel`, {})).json().message).toBe(M.cancelNeedsReason);
    const cancelled = await send('POST', `/${a.id}/cancel`, { reason: 'Factura duplicada' });
    expect(cancelled.json()).toMatchObject({
      message: M.cancelled,
      data: { status: 'cancelled', reason: 'Factura duplicada' },
    });
    expect((await send('POST', `/${a.id}/cancel`, { reason: 'otra vez' })).statusCode).toBe(409);
    expect((await send('POST', `/${a.id}/approve`)).json().message).toBe(
      'No se puede aprobar este gasto: está cancelado',
    );

    const b = await create();
    expect((await send('POST', `/${b.id}/reject`, { reason: '  ' })).json().message).toBe(M.rejectNeedsReason);
    const rejected = await send('POST', `/${b.id}/reject`, { reason: 'Sin factura' });
    expect(rejected.json()).toMatchObject({ message: M.rejected, data: { status: 'rejected', reason: 'Sin factura' } });
    const twice = await send('POST', `/${b.id}/reject`, { reason: 'Sin factura' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este gasto ya fue rechazado');
    expect((await send('POST', `/${b.id}/cancel`, { reason: 'x' })).statusCode).toBe(400);

    const trail = (await get(`/${a.id}`)).json().data.auditTrail;
    expect(trail.map((e: { action: string; toStatus: string }) => [e.action, e.toStatus])).toEqual([
      ['create', 'pending'],
      ['approve', 'approved'],
      ['cancel', 'cancelled'],
    ]);
    expect(trail[2].reason).toBe('Factura duplicada');
  });

  it('answers 404 with the spec message for an unknown expense', async () => {
    const missing = '00000000-0000-4000-8000-000000000099';
    for (const response of [
      await get(`/${missing}`),
      await send('POST', `/${missing}/approve`),
      await send('PUT', `/${missing}`, { title: 'x' }),
      await send('DELETE', `/${missing}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
  });

  it('deletes a pending expense but not an approved one; the audit row stays', async () => {
    const pending = await create();
    const deleted = await send('DELETE', `/${pending.id}`);
    expect(deleted.json().message).toBe(M.deleted);
    expect((await get(`/${pending.id}`)).statusCode).toBe(404);
    const rows = await t.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, pending.id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    const approved = await create();
    await send('POST', `/${approved.id}/approve`);
    const refused = await send('DELETE', `/${approved.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No se puede eliminar un gasto aprobado');
  });

  it('lists with filters, search, sorting and paging; pending approvals from 500', async () => {
    const tag = 'Filtro';
    await create({
      title: `${tag} A`,
      amount: 100,
      category: 'marketing',
      expenseDate: '2025-01-10',
      vendor: 'Facebook Ads',
    });
    await create({ title: `${tag} B`, amount: 700, category: 'marketing', expenseDate: '2025-01-20' });
    const c = await create({ title: `${tag} C`, amount: 300, category: 'taxes', expenseDate: '2025-02-01' });
    await send('POST', `/${c.id}/approve`);

    const list = (await get(`?search=${tag}&sortBy=amount&sortOrder=ASC&limit=2&page=1`)).json();
    expect(list.data.map((e: { title: string }) => e.title)).toEqual([`${tag} A`, `${tag} C`]);
    expect(list.pagination).toEqual({ total: 3, page: 1, pages: 2, limit: 2 });
    expect(list.expenses).toEqual(list.data);
    const byCategory = (await get(`?search=${tag}&category=marketing`)).json();
    expect(byCategory.pagination.total).toBe(2);
    const byDates = (await get(`?search=${tag}&startDate=2025-01-15&endDate=2025-02-28`)).json();
    expect(byDates.data.map((e: { title: string }) => e.title)).toEqual([`${tag} C`, `${tag} B`]);
    const approved = (await get(`?search=${tag}&status=approved`)).json();
    expect(approved.data.map((e: { title: string }) => e.title)).toEqual([`${tag} C`]);
    expect((await get(`?search=facebook`)).json().data[0].title).toBe(`${tag} A`);
    expect((await get('?status=unknown')).statusCode).toBe(422);
    expect((await get('?category=fiestas')).json().message).toBe('Categoría inválida');

    const pending = (await get('/pending/approval')).json();
    expect(
      pending.data.every((e: { amount: number; status: string }) => e.amount >= 500 && e.status === 'pending'),
    ).toBe(true);
    expect(pending.data.some((e: { title: string }) => e.title === `${tag} B`)).toBe(true);
    expect(pending.count).toBe(pending.data.length);
    const lower = (await get('/pending/approval?minAmount=50')).json();
    expect(lower.data.some((e: { title: string }) => e.title === `${tag} A`)).toBe(true);
    const taxes = (await get('/category/taxes')).json();
    expect(taxes.data.map((e: { title: string }) => e.title)).toContain(`${tag} C`);
  });

  it('sums the figures in the period from known data: approved and paid count', async () => {
    const day = (d: number) => `2019-06-${String(d).padStart(2, '0')}`;
    const seed = [
      { title: 'S1', amount: 1000.1, category: 'rent', vendor: 'Inmobiliaria', expenseDate: day(1), approve: true },
      { title: 'S2', amount: 250.25, category: 'utilities', vendor: 'EEGSA', expenseDate: day(2), approve: true },
      { title: 'S3', amount: 249.75, category: 'utilities', vendor: 'EEGSA', expenseDate: day(3), approve: true },
      { title: 'S4', amount: 80, category: 'marketing', vendor: 'Imprenta', expenseDate: day(4), approve: false },
      { title: 'S5', amount: 999, category: 'rent', vendor: 'Inmobiliaria', expenseDate: '2019-07-01', approve: true },
    ];
    for (const { approve, ...body } of seed) {
      const e = await create(body);
      if (approve) await send('POST', `/${e.id}/approve`);
    }
    const rejected = await create({ title: 'S6', amount: 50, category: 'taxes', expenseDate: day(5) });
    await send('POST', `/${rejected.id}/reject`, { reason: 'No' });
    const period = 'startDate=2019-06-01&endDate=2019-06-30';

    const summary = (await get(`/stats/summary?${period}`)).json().data;
    expect(summary).toMatchObject({ totalExpenses: 3, totalAmount: 1500.1, averageAmount: 500.03 });
    expect(summary.byStatus.pending).toEqual({ count: 1, amount: 80 });
    expect(summary.byStatus.rejected).toEqual({ count: 1, amount: 50 });

    const breakdown = (await get(`/stats/breakdown?${period}`)).json().data;
    expect(breakdown).toEqual([
      { category: 'rent', label: 'Alquiler/Renta', count: 1, amount: 1000.1, percentage: 66.67 },
      { category: 'utilities', label: 'Servicios Públicos', count: 2, amount: 500, percentage: 33.33 },
    ]);

    const vendors = (await get(`/stats/vendors?${period}`)).json().data;
    expect(vendors).toEqual([
      { vendor: 'Inmobiliaria', count: 1, amount: 1000.1, lastDate: day(1) },
      { vendor: 'EEGSA', count: 2, amount: 500, lastDate: day(3) },
    ]);
    expect((await get(`/stats/vendors?${period}&limit=1`)).json().data).toHaveLength(1);
    expect((await get('/stats/summary?startDate=2019-06-31')).statusCode).toBe(422);
  });

  it('processes recurring expenses: the due occurrences once, then nothing; shows the upcoming ones', async () => {
    const today = businessDate();
    const weekly = await create({
      title: 'Limpieza semanal',
      amount: 150,
      category: 'cleaning_supplies',
      expenseDate: addDays(today, -21),
      isRecurring: true,
      recurringFrequency: 'weekly',
    });
    expect(weekly).toMatchObject({ isRecurring: true, recurringFrequency: 'weekly' });
    const ended = await create({
      title: 'Seguro terminado',
      amount: 90,
      category: 'insurance',
      expenseDate: addDays(today, -30),
      isRecurring: true,
      recurringFrequency: 'daily',
      recurringEndDate: addDays(today, -28),
    });
    const soon = await create({
      title: 'Internet',
      amount: 399.99,
      category: 'utilities',
      expenseDate: addDays(today, -3),
      isRecurring: true,
      recurringFrequency: 'weekly',
    });

    const first = await send('POST', '/recurring/process');
    expect(first.statusCode).toBe(200);
    const occurrencesOf = async (parentId: string) =>
      (await t.app.db.select().from(expenses).where(eq(expenses.parentId, parentId))).map((r) => r.expenseDate).sort();
    expect(await occurrencesOf(weekly.id)).toEqual([addDays(today, -14), addDays(today, -7), today]);
    expect(await occurrencesOf(ended.id)).toEqual([addDays(today, -29), addDays(today, -28)]);
    expect(await occurrencesOf(soon.id)).toEqual([]);
    expect(first.json().processed).toBe(5);
    expect(first.json().message).toBe('Gastos recurrentes procesados: 5 gastos generados');
    const occurrence = first.json().data.find((e: { parentId: string }) => e.parentId === weekly.id);
    expect(occurrence).toMatchObject({ status: 'pending', amount: 150, isRecurring: false });
    expect((await get(`/${occurrence.id}`)).json().data.auditTrail[0]).toMatchObject({
      action: 'generate',
      details: { parentId: weekly.id },
    });

    const second = (await send('POST', '/recurring/process')).json();
    expect(second).toMatchObject({ processed: 0, data: [] });
    expect(await occurrencesOf(weekly.id)).toHaveLength(3);

    const upcoming = (await get('/recurring/upcoming')).json();
    const internet = upcoming.data.find((u: { expense: { id: string } }) => u.expense.id === soon.id);
    expect(internet).toMatchObject({ nextDate: addDays(today, 4), daysUntil: 4 });
    expect(upcoming.data.find((u: { expense: { id: string } }) => u.expense.id === ended.id)).toBeUndefined();
    const weeklyNext = upcoming.data.find((u: { expense: { id: string } }) => u.expense.id === weekly.id);
    expect(weeklyNext).toMatchObject({ nextDate: addDays(today, 7), daysUntil: 7 });
    expect(
      (await get('/recurring/upcoming?daysAhead=3'))
        .json()
        .data.some((u: { expense: { id: string } }) => u.expense.id === soon.id),
    ).toBe(false);
  });

  it('is for admins: a colaborador and a cliente get the screen message (403)', async () => {
    const luis = bearer((await signInDemo(t.app, 'cliente')).token);
    for (const headers of [t.staff, luis]) {
      expect((await send('POST', '', valid, headers)).json()).toMatchObject({ message: M.forbidden.create });
      expect((await get('', headers)).statusCode).toBe(403);
      expect((await send('POST', '/recurring/process', undefined, headers)).json().message).toBe(M.forbidden.process);
      expect(
        (await send('POST', `/${'00000000-0000-4000-8000-000000000001'}/approve`, undefined, headers)).json().message,
      ).toBe(M.forbidden.approve);
    }
  });
});

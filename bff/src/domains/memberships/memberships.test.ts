import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const SLOT = 'slotId day timeRange';

describe('member area through the bff (real api)', () => {
  let stack: Stack;
  let luis: string;
  let maria: string;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack();
    luis = await stack.login('cliente');
    maria = await stack.login('maria');
    staff = await stack.login('colaborador');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists plans without a session', async () => {
    const { body } = await gql<{ membershipPlans: { name: string; price: number; durationType: string }[] }>(
      stack.bff,
      '{ membershipPlans { name price durationType isPopular features } }',
    );
    expect(body.data?.membershipPlans.map((p) => p.durationType)).toEqual(['daily', 'monthly', 'quarterly', 'annual']);
  });

  it('website plans: an admin save drops the cached public plans and landing page', async () => {
    const admin = await stack.login('admin');
    const PLAN = 'id name description price originalPrice durationType features isPopular isActive displayOrder';
    const publicPlans = async () => {
      const { body } = await gql<{
        gymPlans: { name: string; description: string | null }[];
        landingContent: { plans: { name: string; description: string | null }[] };
      }>(stack.bff, '{ gymPlans { name description } landingContent { plans { name description } } }');
      const monthly = (plans: { name: string; description: string | null }[] | undefined) =>
        plans?.find((p) => p.name === 'Mensual')?.description;
      return { plans: monthly(body.data?.gymPlans), landing: monthly(body.data?.landingContent.plans) };
    };
    const before = await publicPlans();
    expect(before.plans).toBe(before.landing);

    const all = await gql<{ allGymPlans: ({ name: string } & Record<string, unknown>)[] }>(
      stack.bff,
      `{ allGymPlans { ${PLAN} } }`,
      { token: admin },
    );
    const monthly = all.body.data!.allGymPlans.find((p) => p.name === 'Mensual')!;
    const saved = await gql<{ saveGymPlans: { name: string; description: string }[] }>(
      stack.bff,
      `mutation($plans: [GymPlanInput!]!) { saveGymPlans(plans: $plans) { ${PLAN} } }`,
      { token: admin, variables: { plans: [{ ...monthly, description: 'Acceso todo el mes, clases incluidas' }] } },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(await publicPlans()).toEqual({
      plans: 'Acceso todo el mes, clases incluidas',
      landing: 'Acceso todo el mes, clases incluidas',
    });
  });

  it('refuses an over-limit plan, purchase or filter with the field contract message', async () => {
    const admin = await stack.login('admin');
    const plan = { name: 'Mensual', price: 250, durationType: 'monthly', features: [] as string[] };
    const savePlans = async (plans: Record<string, unknown>[]) =>
      firstError(
        (
          await gql(stack.bff, 'mutation($plans: [GymPlanInput!]!) { saveGymPlans(plans: $plans) { id } }', {
            token: admin,
            variables: { plans },
          })
        ).body,
      );
    expect(await savePlans([{ ...plan, name: 'x'.repeat(81) }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'El nombre del plan admite como máximo 80 caracteres',
    });
    expect((await savePlans([{ ...plan, price: 250.505 }])).message).toBe('El precio admite como máximo dos decimales');
    expect((await savePlans([{ ...plan, features: ['x'.repeat(121)] }])).message).toBe(
      'El beneficio admite como máximo 120 caracteres',
    );
    expect((await savePlans(Array.from({ length: 31 }, () => plan))).message).toBe(
      'La cantidad de planes no puede ser mayor que 30',
    );

    const purchase = await gql(
      stack.bff,
      'mutation($input: PurchaseMembershipInput!) { purchaseMembership(input: $input) { success } }',
      { token: luis, variables: { input: { planId: plan.name, paymentMethod: 'bitcoin', notes: 'n'.repeat(501) } } },
    );
    expect(firstError(purchase.body).message).toBe(
      'Método de pago inválido, Las notas admite como máximo 500 caracteres',
    );
    const list = await gql(
      stack.bff,
      '{ memberships(filter: { limit: 101, status: "paid" }) { pagination { total } } }',
      {
        token: staff,
      },
    );
    expect(firstError(list.body).message).toBe(
      'El límite no puede ser mayor que 100, El estado debe ser uno de: active, pending, expired, cancelled, suspended',
    );
  });

  it('resolves plan and owner of every membership with one plans call and no user list call', async () => {
    const before = stack.apiCalls.length;
    const { body } = await gql<{
      memberships: { memberships: { status: string; plan: { name: string }; user: { email: string } }[] };
    }>(
      stack.bff,
      `{ memberships { memberships { status daysLeft isExpiringSoon planName plan { name price } user { email } reservedSlots { ${SLOT} } } pagination { total } } }`,
      { token: luis },
    );
    expect(body.errors).toBeUndefined();
    const list = body.data!.memberships.memberships;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((m) => m.user.email === 'cliente@gimnasio.demo' && m.plan.name === 'Mensual')).toBe(true);
    const calls = stack.apiCalls.slice(before).map((c) => c.url);
    expect(calls.filter((u) => u.startsWith('/api/memberships/plans'))).toHaveLength(1);
    expect(calls.filter((u) => u.startsWith('/api/users'))).toHaveLength(0);
  });

  it('batches the owners of a staff list into one users call', async () => {
    const before = stack.apiCalls.length;
    const { body } = await gql<{ memberships: { memberships: { user: { email: string } | null }[] } }>(
      stack.bff,
      '{ memberships(filter: { limit: 50 }) { memberships { user { email } plan { name } } } }',
      { token: staff },
    );
    expect(body.errors).toBeUndefined();
    expect(new Set(body.data!.memberships.memberships.map((m) => m.user?.email)).size).toBeGreaterThan(3);
    const calls = stack.apiCalls.slice(before).map((c) => c.url);
    expect(calls.filter((u) => u.startsWith('/api/users?'))).toHaveLength(1);
    expect(calls.filter((u) => u.startsWith('/api/memberships/plans'))).toHaveLength(1);
  });

  it('previews and changes a day, and reports a full slot as unavailable instead of failing', async () => {
    const options = await gql<{
      scheduleOptions: { slots: { slotId: number; startTime: string; isFull: boolean; available: number }[] }[];
    }>(
      stack.bff,
      '{ scheduleOptions(day: "tuesday") { day slots { slotId startTime capacity reserved available isFull isReservedByMe } } }',
      { token: luis },
    );
    const evening = options.body.data!.scheduleOptions[0]!.slots.find((s) => s.startTime === '19:00')!;
    const preview = await gql<{
      previewScheduleChange: { changeType: string; changes: { currentSlots: { timeRange: string }[] }[] };
    }>(
      stack.bff,
      'mutation($input: ScheduleChangeInput!) { previewScheduleChange(input: $input) { changeType canApply changes { day currentSlots { timeRange } newSlots { timeRange } } } }',
      { token: luis, variables: { input: { changes: { tuesday: [evening.slotId] } } } },
    );
    expect(preview.body.data?.previewScheduleChange).toMatchObject({
      changeType: 'single_day',
      changes: [{ currentSlots: [{ timeRange: '17:00 - 19:00' }], newSlots: [{ timeRange: '19:00 - 21:00' }] }],
    });
    const change = await gql<{ changeSchedule: { success: boolean; schedule: { totalSlotsReserved: number } } }>(
      stack.bff,
      'mutation($input: ScheduleChangeInput!) { changeSchedule(input: $input) { success message changeType schedule { totalSlotsReserved } unavailableSlots { slotId } } }',
      { token: luis, variables: { input: { changes: { tuesday: [evening.slotId] } } } },
    );
    expect(change.body.data?.changeSchedule).toMatchObject({ success: true, changeType: 'single_day' });

    const friday = await gql<{ scheduleOptions: { slots: { slotId: number; isFull: boolean }[] }[] }>(
      stack.bff,
      '{ scheduleOptions(day: "friday") { slots { slotId isFull } } }',
      { token: luis },
    );
    const full = friday.body.data!.scheduleOptions[0]!.slots.find((s) => s.isFull)!;
    const refused = await gql<{
      changeSchedule: { success: boolean; unavailableSlots: { slotId: number; dayName: string }[] };
    }>(
      stack.bff,
      'mutation($input: ScheduleChangeInput!) { changeSchedule(input: $input) { success message schedule { totalSlotsReserved } unavailableSlots { slotId dayName timeRange } } }',
      { token: luis, variables: { input: { changes: { friday: [full.slotId] } } } },
    );
    expect(refused.body.data?.changeSchedule).toMatchObject({
      success: false,
      schedule: null,
      unavailableSlots: [{ slotId: full.slotId, dayName: 'Viernes' }],
    });

    const invalid = await gql(
      stack.bff,
      'mutation($input: ScheduleChangeInput!) { changeSchedule(input: $input) { success } }',
      {
        token: luis,
        variables: { input: { changes: {} } },
      },
    );
    expect(firstError(invalid.body)).toMatchObject({
      message: 'Debe especificar al menos un cambio',
      code: 'BAD_USER_INPUT',
    });
  });

  it('shows own payments with their plan and accepts a transfer proof through the upload route', async () => {
    const { body } = await gql<{
      payments: { payments: { id: string; status: string; method: string; plan: { name: string } | null }[] };
    }>(
      stack.bff,
      '{ payments { payments { id amount method status paymentType concept plan { name } membership { status } user { email } } pagination { total } } }',
      { token: maria },
    );
    const pending = body.data!.payments.payments[0]!;
    expect(pending).toMatchObject({ status: 'pending', method: 'transfer', plan: { name: 'Mensual' } });

    const upload = multipartBody('proof', 'comprobante.png', 'image/png', makePng());
    const response = await stack.bff.inject({
      method: 'POST',
      url: `/bff/payments/${pending.id}/transfer-proof`,
      headers: { authorization: `Bearer ${maria}`, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment.proofUrl).toBe(`/bff/payments/${pending.id}/transfer-proof`);

    const other = multipartBody('proof', 'comprobante.png', 'image/png', makePng());
    const foreign = await stack.bff.inject({
      method: 'POST',
      url: `/bff/payments/${pending.id}/transfer-proof`,
      headers: { authorization: `Bearer ${luis}`, 'content-type': other.contentType },
      payload: other.payload,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('submits a testimonial once and reports the member state', async () => {
    const submit = () =>
      gql<{ submitTestimonial: { thankYouMessage: string; testimonial: { status: string } } }>(
        stack.bff,
        'mutation($input: TestimonialInput!) { submitTestimonial(input: $input) { message thankYouMessage testimonial { id status canEdit } } }',
        {
          token: maria,
          variables: { input: { text: 'Excelente atención y horarios.', rating: 5, role: 'Doctora', name: 'María' } },
        },
      );
    const first = await submit();
    expect(first.body.data?.submitTestimonial.testimonial.status).toBe('pending');
    const second = await submit();
    expect(firstError(second.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Ya enviaste un testimonio. Solo se permite uno por cliente',
    });
    const mine = await gql<{
      myTestimonials: { total: number; canSubmitNew: boolean; hasPendingTestimonial: boolean };
    }>(stack.bff, '{ myTestimonials { total canSubmitNew hasPendingTestimonial thankYouMessage } }', { token: maria });
    expect(mine.body.data?.myTestimonials).toMatchObject({
      total: 1,
      canSubmitNew: false,
      hasPendingTestimonial: true,
    });
    const forbidden = await gql(
      stack.bff,
      'mutation($input: TestimonialInput!) { submitTestimonial(input: $input) { message } }',
      {
        token: staff,
        variables: { input: { text: 'Excelente atención y horarios.', rating: 5, role: 'Staff', name: 'Ana' } },
      },
    );
    expect(firstError(forbidden.body).code).toBe('FORBIDDEN');
  });

  it('answers a purchase with a full slot as unavailable, not as an error', async () => {
    const plans = await gql<{ membershipPlans: { id: string; durationType: string }[] }>(
      stack.bff,
      '{ membershipPlans { id durationType } }',
    );
    const monthly = plans.body.data!.membershipPlans.find((p) => p.durationType === 'monthly')!;
    const friday = await gql<{ scheduleOptions: { slots: { slotId: number; isFull: boolean }[] }[] }>(
      stack.bff,
      '{ scheduleOptions(day: "friday") { slots { slotId isFull } } }',
      { token: staff },
    );
    const full = friday.body.data!.scheduleOptions[0]!.slots.find((s) => s.isFull)!;
    const { body } = await gql<{ purchaseMembership: { success: boolean; unavailableSlots: { slotId: number }[] } }>(
      stack.bff,
      'mutation($input: PurchaseMembershipInput!) { purchaseMembership(input: $input) { success message unavailableSlots { slotId } membership { id } } }',
      {
        token: luis,
        variables: {
          input: { planId: monthly.id, paymentMethod: 'transfer', selectedSchedule: { friday: [full.slotId] } },
        },
      },
    );
    expect(body.data?.purchaseMembership).toMatchObject({
      success: false,
      unavailableSlots: [{ slotId: full.slotId }],
    });
  });
});

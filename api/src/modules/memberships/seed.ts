import { businessDate, dailyPassConcept, membershipEndDate, type PlanDuration, type Weekday } from '@gym/domain';
import type { Transaction } from '../../db/client';
import {
  gymScheduleDays,
  gymTimeSlots,
  membershipPlans,
  memberships,
  payments,
  slotReservations,
  testimonials,
  transferBankAccounts,
} from '../../db/schema/index';

const DAY_MS = 86_400_000;

const PLANS: {
  key: PlanDuration;
  name: string;
  description: string;
  price: string;
  originalPrice: string | null;
  features: string[];
  isPopular: boolean;
}[] = [
  {
    key: 'daily',
    name: 'Pase diario',
    description: 'Un día de entrenamiento con acceso a todas las áreas.',
    price: '25.00',
    originalPrice: null,
    features: ['Acceso por un día', 'Área de pesas y cardio'],
    isPopular: false,
  },
  {
    key: 'monthly',
    name: 'Mensual',
    description: 'Entrena todo el mes con horario reservado.',
    price: '250.00',
    originalPrice: '300.00',
    features: ['Acceso ilimitado', 'Horario semanal reservado', 'Evaluación física inicial'],
    isPopular: true,
  },
  {
    key: 'quarterly',
    name: 'Trimestral',
    description: 'Tres meses con descuento.',
    price: '675.00',
    originalPrice: '750.00',
    features: ['Acceso ilimitado', 'Horario semanal reservado', 'Evaluación física mensual'],
    isPopular: false,
  },
  {
    key: 'annual',
    name: 'Anual',
    description: 'El mejor precio para entrenar todo el año.',
    price: '2400.00',
    originalPrice: '3000.00',
    features: [
      'Acceso ilimitado',
      'Horario semanal reservado',
      'Plan de entrenamiento personalizado',
      'Dos pases para invitados al mes',
    ],
    isPopular: false,
  },
];

const WEEKDAY_SLOTS = [
  { startTime: '06:00', endTime: '08:00', capacity: 20, label: 'Mañana' },
  { startTime: '08:00', endTime: '10:00', capacity: 15, label: 'Mañana' },
  { startTime: '17:00', endTime: '19:00', capacity: 25, label: 'Tarde' },
  { startTime: '19:00', endTime: '21:00', capacity: 20, label: 'Noche' },
];
const SATURDAY_SLOTS = [
  { startTime: '07:00', endTime: '09:00', capacity: 15, label: 'Mañana' },
  { startTime: '09:00', endTime: '11:00', capacity: 15, label: 'Mañana' },
  { startTime: '11:00', endTime: '13:00', capacity: 10, label: 'Mediodía' },
];

interface SeedContext {
  idOf: (email: string) => string;
  staffId: string;
  now: Date;
}

/**
 * Demo plans, the weekly schedule (Monday to Saturday, Sunday closed), bank details for
 * transfers, and memberships, payments and testimonials of the demo clients. Friday 19:00 is
 * seeded full (capacity 3) so the "no places left" state can be seen.
 */
export async function seedMemberArea(tx: Transaction, { idOf, staffId, now }: SeedContext): Promise<void> {
  const plans = await tx
    .insert(membershipPlans)
    .values(PLANS.map((p, index) => ({ ...p, durationType: p.key, displayOrder: index + 1 })))
    .returning({
      id: membershipPlans.id,
      durationType: membershipPlans.durationType,
      price: membershipPlans.price,
      name: membershipPlans.name,
    });
  const plan = (key: PlanDuration) => plans.find((p) => p.durationType === key)!;

  const openDays: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  await tx
    .insert(gymScheduleDays)
    .values([
      ...openDays.map((day) => ({ day, isOpen: true, openTime: '05:00', closeTime: '22:00' })),
      { day: 'saturday', isOpen: true, openTime: '07:00', closeTime: '14:00' },
      { day: 'sunday', isOpen: false, openTime: null, closeTime: null },
    ]);
  const slotRows = await tx
    .insert(gymTimeSlots)
    .values([
      ...openDays.flatMap((day) =>
        WEEKDAY_SLOTS.map((slot) => ({
          day,
          ...slot,
          capacity: day === 'friday' && slot.startTime === '19:00' ? 3 : slot.capacity,
        })),
      ),
      ...SATURDAY_SLOTS.map((slot) => ({ day: 'saturday', ...slot })),
    ])
    .returning({ id: gymTimeSlots.id, day: gymTimeSlots.day, startTime: gymTimeSlots.startTime });
  const slot = (day: Weekday, startTime: string) =>
    slotRows.find((s) => s.day === day && s.startTime === startTime)!.id;

  await tx.insert(transferBankAccounts).values([
    {
      bankName: 'Banco Industrial',
      accountName: 'Gimnasio Demo, S.A.',
      accountNumber: '123-456789-0',
      accountType: 'Monetaria',
      instructions: 'Escribe tu nombre completo en la descripción de la transferencia.',
      displayOrder: 1,
    },
    {
      bankName: 'Banrural',
      accountName: 'Gimnasio Demo, S.A.',
      accountNumber: '3300-012345-6',
      accountType: 'Ahorro',
      instructions: null,
      displayOrder: 2,
    },
  ]);

  const daysAgo = (n: number) => businessDate(new Date(now.getTime() - n * DAY_MS));
  const at = (n: number) => new Date(now.getTime() - n * DAY_MS);

  const addMembership = async (
    email: string,
    key: PlanDuration,
    startDaysAgo: number,
    status: 'active' | 'pending' | 'expired',
    slots: number[],
    payment: { method: 'cash' | 'card' | 'transfer'; status: 'completed' | 'pending' },
  ) => {
    const userId = idOf(email);
    const chosen = plan(key);
    const startDate = daysAgo(startDaysAgo);
    const [row] = await tx
      .insert(memberships)
      .values({
        userId,
        planId: chosen.id,
        status,
        startDate,
        endDate: membershipEndDate(startDate, key),
        price: chosen.price,
        createdBy: userId,
        createdAt: at(startDaysAgo),
        updatedAt: at(startDaysAgo),
      })
      .returning({ id: memberships.id });
    if (slots.length)
      await tx.insert(slotReservations).values(slots.map((slotId) => ({ membershipId: row!.id, userId, slotId })));
    const completed = payment.status === 'completed';
    await tx.insert(payments).values({
      userId,
      amount: chosen.price,
      method: payment.method,
      status: payment.status,
      paymentType: 'membership',
      concept: `Membresía ${chosen.name}`,
      membershipId: row!.id,
      receivedAmount: completed && payment.method === 'cash' ? chosen.price : null,
      validatedBy: completed ? staffId : null,
      validatedAt: completed ? at(startDaysAgo) : null,
      paymentDate: at(startDaysAgo),
      createdAt: at(startDaysAgo),
      updatedAt: at(startDaysAgo),
    });
  };

  const luis = 'cliente@gimnasio.demo';
  await addMembership(luis, 'monthly', 55, 'expired', [], { method: 'card', status: 'completed' });
  await addMembership(
    luis,
    'monthly',
    20,
    'active',
    [
      slot('monday', '06:00'),
      slot('tuesday', '17:00'),
      slot('wednesday', '06:00'),
      slot('thursday', '17:00'),
      slot('friday', '06:00'),
    ],
    { method: 'cash', status: 'completed' },
  );
  await tx.insert(payments).values({
    userId: idOf(luis),
    amount: plan('daily').price,
    method: 'cash',
    status: 'completed',
    paymentType: 'daily',
    concept: dailyPassConcept(plan('daily').name, daysAgo(70)),
    receivedAmount: plan('daily').price,
    validatedBy: staffId,
    validatedAt: at(70),
    paymentDate: at(70),
    createdAt: at(70),
    updatedAt: at(70),
  });
  await addMembership(
    'maria.lopez@gimnasio.demo',
    'monthly',
    0,
    'pending',
    [slot('tuesday', '08:00'), slot('thursday', '08:00')],
    {
      method: 'transfer',
      status: 'pending',
    },
  );
  const friday = slot('friday', '19:00');
  await addMembership('sofia.hernandez@gimnasio.demo', 'quarterly', 30, 'active', [slot('monday', '19:00'), friday], {
    method: 'transfer',
    status: 'completed',
  });
  await addMembership('diego.ramirez@gimnasio.demo', 'monthly', 10, 'active', [friday, slot('saturday', '09:00')], {
    method: 'cash',
    status: 'completed',
  });
  await addMembership('jose.garcia@gimnasio.demo', 'annual', 100, 'active', [friday], {
    method: 'card',
    status: 'completed',
  });

  await tx.insert(testimonials).values([
    {
      userId: idOf('sofia.hernandez@gimnasio.demo'),
      name: 'Sofía Hernández',
      role: 'Arquitecta',
      text: 'Reservar mi horario me ayudó a ser constante. Los entrenadores siempre están pendientes de la técnica.',
      rating: 5,
      status: 'approved',
      isActive: true,
      isFeatured: true,
      displayOrder: 1,
      approvedBy: staffId,
      approvedAt: at(20),
      submittedAt: at(25),
    },
    {
      userId: idOf('jose.garcia@gimnasio.demo'),
      name: 'José García',
      role: 'Contador',
      text: 'Instalaciones limpias y buen ambiente. Entreno antes del trabajo y nunca está saturado.',
      rating: 5,
      status: 'approved',
      isActive: true,
      displayOrder: 2,
      approvedBy: staffId,
      approvedAt: at(40),
      submittedAt: at(45),
    },
    {
      userId: idOf('diego.ramirez@gimnasio.demo'),
      name: 'Diego Ramírez',
      role: 'Estudiante',
      text: 'Buenos precios y el plan mensual incluye una evaluación que me sirvió mucho.',
      rating: 4,
      status: 'approved',
      isActive: true,
      displayOrder: 3,
      approvedBy: staffId,
      approvedAt: at(5),
      submittedAt: at(8),
    },
    {
      userId: idOf('valeria.rodriguez@gimnasio.demo'),
      name: 'Valeria Rodríguez',
      role: 'Diseñadora',
      text: 'Me encantan las clases de la tarde, aunque a veces hay mucha gente.',
      rating: 4,
      status: 'pending',
      isActive: false,
      submittedAt: at(1),
    },
  ]);
}

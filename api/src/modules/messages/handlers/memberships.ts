import { formatBusinessDate } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { membershipFreezes, membershipPlans, memberships } from '../../../db/schema/index';
import { onEvent, type JobContext } from '../../../events/handler';
import { appLink, queueMessages } from '../compose';
import { recipientOf } from '../recipients';

/** A membership that starts counting (paid, or renewed and paid at the desk). */
export const membershipActivated = onEvent(
  'membership.activated',
  'messages.membership-activated',
  async (event, context) => {
    const to = await recipientOf(context.db, event.payload.userId);
    if (!to) return;
    const [row] = await context.db
      .select({ startDate: memberships.startDate, endDate: memberships.endDate, plan: membershipPlans.name })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(eq(memberships.id, event.payload.membershipId));
    if (!row) return;
    await queueMessages(context, {
      kind: 'membership_activated',
      to: to.email,
      phone: to.phone,
      whatsapp: [to.firstName, row.plan, formatBusinessDate(row.endDate)],
      userId: to.userId,
      sourceId: event.id,
      content: {
        subject: `Tu membresía ${row.plan} está activa`,
        preheader: `Vigente del ${formatBusinessDate(row.startDate)} al ${formatBusinessDate(row.endDate)}`,
        title: `¡Listo, ${to.firstName}!`,
        paragraphs: ['Tu membresía está activa. Te esperamos en el gimnasio.'],
        facts: [
          ['Plan', row.plan],
          ['Desde', formatBusinessDate(row.startDate)],
          ['Hasta', formatBusinessDate(row.endDate)],
        ],
        button: { label: 'Ver mi membresía', url: appLink(context, '/dashboard/client/membership') },
      },
    });
  },
);

/** The freeze an event names, with its membership's plan and (moved) end date. */
async function freezeOf(context: JobContext, freezeId: string) {
  const [row] = await context.db
    .select({
      startDate: membershipFreezes.startDate,
      endDate: membershipFreezes.endDate,
      reason: membershipFreezes.reason,
      resumedOn: membershipFreezes.resumedOn,
      daysFrozen: membershipFreezes.daysFrozen,
      membershipEnd: memberships.endDate,
      plan: membershipPlans.name,
    })
    .from(membershipFreezes)
    .innerJoin(memberships, eq(memberships.id, membershipFreezes.membershipId))
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(membershipFreezes.id, freezeId));
  return row ?? null;
}

/** Staff froze the member's membership: the period, the reason and the new end date. */
export const membershipFrozen = onEvent('membership.frozen', 'messages.membership-frozen', async (event, context) => {
  const to = await recipientOf(context.db, event.payload.userId);
  const freeze = to ? await freezeOf(context, event.payload.freezeId) : null;
  if (!to || !freeze) return;
  const from = formatBusinessDate(freeze.startDate);
  const until = formatBusinessDate(freeze.endDate);
  const newEnd = formatBusinessDate(freeze.membershipEnd);
  await queueMessages(context, {
    kind: 'membership_frozen',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, freeze.plan, from, until, newEnd],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: `Tu membresía ${freeze.plan} queda congelada del ${from} al ${until}`,
      preheader: `Tu nueva fecha de vencimiento es el ${newEnd}`,
      title: `Congelamos tu membresía, ${to.firstName}`,
      paragraphs: [
        `Tu membresía no corre del ${from} al ${until}: esos días se suman al final.`,
        'Durante el congelamiento no tienes acceso al gimnasio y tus horarios quedan libres.',
      ],
      facts: [
        ['Plan', freeze.plan],
        ['Congelada', `del ${from} al ${until}`],
        ['Motivo', freeze.reason],
        ['Nueva fecha de vencimiento', newEnd],
      ],
      button: { label: 'Ver mi membresía', url: appLink(context, '/dashboard/client/membership') },
    },
  });
});

/** The freeze ended (its last day passed, or staff resumed it early): the member counts again. */
export const membershipUnfrozen = onEvent(
  'membership.unfrozen',
  'messages.membership-unfrozen',
  async (event, context) => {
    const to = await recipientOf(context.db, event.payload.userId);
    const freeze = to ? await freezeOf(context, event.payload.freezeId) : null;
    if (!to || !freeze) return;
    const newEnd = formatBusinessDate(freeze.membershipEnd);
    await queueMessages(context, {
      kind: 'membership_unfrozen',
      to: to.email,
      phone: to.phone,
      whatsapp: [to.firstName, freeze.plan, newEnd],
      userId: to.userId,
      sourceId: event.id,
      content: {
        subject: `Tu membresía ${freeze.plan} está activa de nuevo`,
        preheader: `Vigente hasta el ${newEnd}`,
        title: `¡Bienvenido de vuelta, ${to.firstName}!`,
        paragraphs: [
          event.payload.early
            ? 'Reanudamos tu membresía antes de lo previsto; solo se sumaron los días que estuvo congelada.'
            : 'Terminó el congelamiento de tu membresía. Te esperamos en el gimnasio.',
        ],
        facts: [
          ['Plan', freeze.plan],
          ['Días congelada', String(freeze.daysFrozen ?? 0)],
          ['Vigente hasta', newEnd],
        ],
        button: { label: 'Ver mi membresía', url: appLink(context, '/dashboard/client/membership') },
      },
    });
  },
);

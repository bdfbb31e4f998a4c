import { formatBusinessDate } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { membershipPlans, memberships } from '../../../db/schema/index';
import { onEvent } from '../../../events/handler';
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

/**
 * Membership reminders: a member whose membership ends in 7 days or in 1 day, or ended yesterday,
 * is told once (each reminder's key is the membership, the kind and its day, so a second run the
 * same day queues nothing new). A member who already has the next membership (pending or active,
 * starting after this one) is not reminded; one who turned reminders off is not either.
 */
import {
  addDays,
  businessDate,
  daysBetween,
  formatBusinessDate,
  MEMBERSHIP_REMINDER_DAYS,
  type MessageKind,
} from '@gym/domain';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { membershipPlans, memberships } from '../../db/schema/index';
import type { JobContext } from '../../events/handler';
import { appLink, queueMessages } from './compose';
import { recipientOf } from './recipients';

interface Due {
  membershipId: string;
  userId: string;
  endDate: string;
  plan: string;
}

/** Memberships whose last day is one of `days`, with no later membership of the same member waiting. */
async function dueMemberships(context: Pick<JobContext, 'db'>, statuses: string[], days: string[]): Promise<Due[]> {
  const next = alias(memberships, 'next_membership');
  const rows = await context.db
    .select({
      membershipId: memberships.id,
      userId: memberships.userId,
      endDate: memberships.endDate,
      plan: membershipPlans.name,
      nextId: next.id,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(
      next,
      and(
        eq(next.userId, memberships.userId),
        gt(next.endDate, memberships.endDate),
        or(eq(next.status, 'active'), eq(next.status, 'pending')),
      ),
    )
    .where(
      and(inArray(memberships.status, statuses), inArray(memberships.endDate, days), isNull(memberships.archivedAt)),
    );
  // Without a later membership the left join matched nothing: one row per membership, nextId null.
  return rows.filter((row) => row.nextId === null).map(({ nextId: _next, ...due }) => due);
}

function reminderContent(kind: MessageKind, due: Due, firstName: string, today: string, context: JobContext) {
  const end = formatBusinessDate(due.endDate);
  const renew = { label: 'Renovar mi membresía', url: appLink(context, '/dashboard/client/membership') };
  if (kind === 'membership_ended')
    return {
      subject: `Tu membresía ${due.plan} venció`,
      preheader: `Venció el ${end}. Renuévala para seguir entrenando.`,
      title: `${firstName}, tu membresía venció`,
      paragraphs: [
        `Tu membresía ${due.plan} terminó el ${end}. Renuévala cuando quieras para seguir entrenando con nosotros.`,
      ],
      button: renew,
    };
  const daysLeft = daysBetween(today, due.endDate);
  const when = daysLeft === 1 ? 'mañana' : `en ${daysLeft} días`;
  return {
    subject: `Tu membresía ${due.plan} vence ${when}`,
    preheader: `Último día: ${end}.`,
    title: `${firstName}, tu membresía vence ${when}`,
    paragraphs: [`Tu membresía ${due.plan} vence el ${end}. Renuévala a tiempo para no perder tu horario.`],
    facts: [
      ['Plan', due.plan],
      ['Último día', end],
    ] as [string, string][],
    button: renew,
  };
}

/** Queues today's reminders; answers how many new ones (a repeat of the same day answers 0). */
export async function runMembershipReminders(context: JobContext, today = businessDate()): Promise<number> {
  const ending = await dueMemberships(
    context,
    ['active'],
    MEMBERSHIP_REMINDER_DAYS.map((days) => addDays(today, days)),
  );
  const ended = await dueMemberships(context, ['active', 'expired'], [addDays(today, -1)]);
  let queued = 0;
  for (const [kind, list] of [
    ['membership_ending', ending],
    ['membership_ended', ended],
  ] as const) {
    for (const due of list) {
      const to = await recipientOf(context.db, due.userId);
      if (!to) continue;
      queued += await queueMessages(context, {
        kind,
        to: to.email,
        phone: to.phone,
        whatsapp: [to.firstName, due.plan, formatBusinessDate(due.endDate)],
        userId: to.userId,
        sourceId: `reminder:${due.membershipId}:${due.endDate}:${kind === 'membership_ended' ? 'ended' : daysBetween(today, due.endDate)}`,
        content: reminderContent(kind, due, to.firstName, today, context),
      });
    }
  }
  return queued;
}

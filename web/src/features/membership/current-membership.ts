import type { MembershipFieldsFragment } from './membership.generated';

/**
 * The membership a member cares about now: the running active one, else one waiting for
 * payment, else the most recent. A renewal queued after the active one is returned apart.
 */
export function currentMembership(list: readonly MembershipFieldsFragment[], today: string) {
  const running = list.filter((m) => m.status === 'active' && m.startDate <= today && m.endDate >= today);
  const current =
    running[0] ??
    list.find((m) => m.status === 'pending' && m.endDate >= today) ??
    [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ??
    null;
  const queued =
    list.find((m) => m !== current && (m.status === 'pending' || m.status === 'active') && m.startDate > today) ?? null;
  return { current, queued };
}

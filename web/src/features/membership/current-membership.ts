import { orderMembershipsForMember } from '@gym/domain';
import type { MembershipFieldsFragment } from './membership.generated';

/**
 * The membership a member cares about now: the running active one, else one waiting for
 * payment, else the most relevant of the rest (the domain's order). A renewal queued after the
 * active one is returned apart.
 */
export function currentMembership(list: readonly MembershipFieldsFragment[], today: string) {
  const current = orderMembershipsForMember(list, today)[0] ?? null;
  const queued =
    list.find((m) => m !== current && (m.status === 'pending' || m.status === 'active') && m.startDate > today) ?? null;
  return { current, queued };
}

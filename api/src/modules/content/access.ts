import { canManageContent, canManagePlans, canManageServices, type Actor } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { AuthHook } from '../../types';

type Ability = (actor: Pick<Actor, 'role' | 'permissions'>) => boolean;

/** Signs the caller in, then requires the ability; refusals carry the screen's own 'Sin permisos para ...' text. */
export function requireAbility(app: FastifyInstance, ability: Ability, forbidden: string): AuthHook[] {
  return [
    app.authenticate,
    async (request) => {
      if (!ability(currentUser(request))) throw new AppError(403, forbidden);
    },
  ];
}

export const abilities = { content: canManageContent, services: canManageServices, plans: canManagePlans };

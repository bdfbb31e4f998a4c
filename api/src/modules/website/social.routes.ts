import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import { platformParams, socialBody, socialEntrySchema } from './social.schemas';
import * as social from './social.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** The gym's social networks (mounted at /gym/social-media): active ones are public. */
export async function socialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const socialEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenSocial);
  const socialList = envelope(z.object({ socialMedia: z.array(socialEntrySchema) }));

  app.get('', { schema: { tags, summary: 'Redes sociales activas', response: { 200: socialList } } }, async () => ({
    success: true as const,
    data: { socialMedia: await social.publicSocial(app.db) },
  }));

  app.get(
    '/all',
    {
      onRequest: socialEditor,
      schema: { tags, security, summary: 'Todas las redes (admin)', response: { 200: socialList } },
    },
    async () => ({ success: true as const, data: { socialMedia: await social.allSocial(app.db) } }),
  );

  app.get(
    '/:platform',
    {
      schema: {
        tags,
        summary: 'Una red social',
        params: platformParams,
        response: { 200: envelope(socialEntrySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.socialByPlatform(app.db, request.params.platform),
    }),
  );

  app.post(
    '',
    {
      onRequest: socialEditor,
      schema: {
        tags,
        security,
        summary: 'Crea o actualiza por plataforma (data.isNew indica si se creó)',
        body: socialBody,
        response: { 200: envelope(socialEntrySchema.extend({ isNew: z.boolean() })) },
      },
    },
    async (request) => {
      const { entry, isNew } = await social.upsertSocial(app.db, request.body);
      return {
        success: true as const,
        data: { ...entry, isNew },
        message: isNew ? CONTENT_MESSAGES.socialCreated : CONTENT_MESSAGES.socialUpdated,
      };
    },
  );

  app.patch(
    '/:platform/toggle',
    {
      onRequest: socialEditor,
      schema: {
        tags,
        security,
        summary: 'Activa o desactiva una red',
        params: platformParams,
        response: { 200: envelope(socialEntrySchema) },
      },
    },
    async (request) => ({ success: true as const, data: await social.toggleSocial(app.db, request.params.platform) }),
  );
}

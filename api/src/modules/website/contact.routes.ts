import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import { contactSchema, updateContactBody } from './contact.schemas';
import { getContact, updateContact } from './contact.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** The gym's contact data (mounted at /gym/contact). */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contactEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenContact);

  app.get(
    '',
    { schema: { tags, summary: 'Datos de contacto', response: { 200: envelope(contactSchema) } } },
    async () => ({ success: true as const, data: await getContact(app.db) }),
  );

  app.put(
    '',
    {
      onRequest: contactEditor,
      schema: {
        tags,
        security,
        summary: 'Actualiza el contacto (mapsUrl o maps_url; lat/lng o latitude/longitude)',
        body: updateContactBody,
        response: { 200: envelope(contactSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateContact(app.db, request.body),
      message: CONTENT_MESSAGES.contactUpdated,
    }),
  );
}

import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { envelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import { hoursBody } from '../schedule/hours.schemas';
import { saveHours } from '../schedule/hours.service';
import {
  flexibleBody,
  flexibleSocialData,
  flexibleStatsData,
  gymConfigResponse,
  updateConfigBody,
} from './config.schemas';
import { getGymConfig, loadEditorConfig, updateGymConfig } from './config.service';
import { updateContactBody } from './contact.schemas';
import { updateContact } from './contact.service';
import { anyData } from './fields.schemas';
import { seedDefaultServices } from './services.service';
import { allSocial, upsertSocial } from './social.service';
import { activeStatistics, createStatistic, seedDefaultStatistics, updateStatistic } from './statistics.service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/** zod parse inside a handler: a bad section payload answers 422 with the joined messages. */
function parseOr422<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((i) => i.message))];
  throw new AppError(
    422,
    messages.join(', ') || CONTENT_MESSAGES.configValidation,
    result.error.issues.map((i) => ({ field: i.path.join('.') || 'data', message: i.message })),
  );
}

/** Name, texts, colours, the editor's bundle and section saves (mounted at /gym/config). */
export async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const configEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenConfig);
  const viewer = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenView);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Configuración pública: nombre, textos, colores, contacto y redes activas',
        response: { 200: gymConfigResponse },
      },
    },
    async () => ({ success: true as const, data: await getGymConfig(app.db) }),
  );

  app.put(
    '',
    {
      onRequest: configEditor,
      schema: {
        tags,
        security,
        summary: 'Actualiza nombre, textos, imágenes y colores',
        body: updateConfigBody,
        response: { 200: gymConfigResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateGymConfig(app.db, request.body),
      message: CONTENT_MESSAGES.configUpdated,
    }),
  );

  app.get(
    '/editor',
    {
      onRequest: viewer,
      schema: { tags, security, summary: 'Todo lo editable en una respuesta (admin)', response: { 200: anyData } },
    },
    async () => ({ success: true as const, data: await loadEditorConfig(app.db) }),
  );

  app.put(
    '/flexible',
    {
      onRequest: configEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda una sección: basic, contact, social, schedule (data.hours) o stats',
        body: flexibleBody,
        response: { 200: anyData },
      },
    },
    async (request) => {
      const { section, data } = request.body;
      switch (section) {
        case 'basic':
          return { success: true as const, data: await updateGymConfig(app.db, parseOr422(updateConfigBody, data)) };
        case 'contact':
          return { success: true as const, data: await updateContact(app.db, parseOr422(updateContactBody, data)) };
        case 'social': {
          for (const entry of parseOr422(flexibleSocialData, data).socialMedia) await upsertSocial(app.db, entry);
          return { success: true as const, data: { socialMedia: await allSocial(app.db) } };
        }
        case 'schedule': {
          const { hours } = parseOr422(hoursBody, data);
          return { success: true as const, data: { hours: await saveHours(app.db, hours) } };
        }
        case 'stats': {
          for (const s of parseOr422(flexibleStatsData, data).statistics) {
            if (s.id) await updateStatistic(app.db, s.id, { label: s.label, statValue: s.statValue });
            else await createStatistic(app.db, { label: s.label, statValue: s.statValue });
          }
          return { success: true as const, data: { statistics: await activeStatistics(app.db) } };
        }
      }
    },
  );
}

/** Creates the default counters and services that are missing (mounted at /gym/initialize). */
export async function initializeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const configEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenConfig);

  app.post(
    '',
    {
      onRequest: configEditor,
      schema: {
        tags,
        security,
        summary: 'Crea los contadores y servicios predeterminados que falten',
        response: { 200: envelope(z.object({ statistics: z.number().int(), services: z.number().int() })) },
      },
    },
    async () => {
      const [stats, services] = [await seedDefaultStatistics(app.db), await seedDefaultServices(app.db)];
      return {
        success: true as const,
        data: { statistics: stats.created, services: services.created },
        message: CONTENT_MESSAGES.defaultsSeeded,
      };
    },
  );
}

import { CONTENT_MESSAGES, PROMOTION_LIMITS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { envelope } from '../../lib/zod';
import { abilities, requireAbility } from '../content/access';
import { createServiceBody, serviceSchema } from '../services/schemas';
import { replaceServices, seedDefaultServices } from '../services/service';
import { statisticSchema } from '../statistics/schemas';
import { activeStatistics, createStatistic, seedDefaultStatistics, updateStatistic } from '../statistics/service';
import { publicTestimonials } from '../testimonial-moderation/service';
import { moderatedTestimonialSchema } from '../testimonial-moderation/schemas';
import { listPlans, savePlans } from './plans-service';
import {
  contactSchema,
  flexibleBody,
  gymConfigResponse,
  hoursInput,
  plansBody,
  platformParams,
  socialBody,
  socialEntrySchema,
  updateConfigBody,
  updateContactBody,
} from './schemas';
import * as gym from './service';
import { capacityMetrics, saveHours, weeklySchedule } from './schedule-service';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

const anyData = envelope(z.unknown());
const planView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  currency: z.string(),
  durationType: z.string(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  popular: z.boolean(),
  isActive: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
});
const slotView = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  reserved: z.number().int(),
  label: z.string().nullable(),
});
export const dayView = z.object({
  day: z.string(),
  dayName: z.string(),
  isOpen: z.boolean(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  slots: z.array(slotView),
});
const metricsView = z.object({
  totalCapacity: z.number().int(),
  totalReservations: z.number().int(),
  averageOccupancy: z.number(),
  availableSpaces: z.number().int(),
  busiestDay: z.string().nullable(),
  busiestOccupancy: z.number(),
  byDay: z.array(
    z.object({
      day: z.string(),
      dayName: z.string(),
      capacity: z.number().int(),
      reservations: z.number().int(),
      occupancy: z.number(),
    }),
  ),
});
const promotionView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  endDate: z.string(),
  isActive: z.boolean(),
  isRunning: z.boolean(),
});

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

export async function loadEditorConfig(db: Database) {
  const [config, social, schedule, sections, navigation, branding, video, promotions] = await Promise.all([
    gym.getGymConfig(db),
    gym.allSocial(db),
    weeklySchedule(db),
    gym.getBlock(db, 'sections'),
    gym.getBlock(db, 'navigation'),
    gym.getBlock(db, 'branding'),
    gym.getBlock(db, 'video'),
    gym.promotions(db),
  ]);
  return { ...config, social, schedule, sections, navigation, branding, video, promotions };
}

export async function gymRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const configEditor = requireAbility(app, abilities.content, CONTENT_MESSAGES.forbiddenConfig);
  const contactEditor = requireAbility(app, abilities.content, CONTENT_MESSAGES.forbiddenContact);
  const socialEditor = requireAbility(app, abilities.content, CONTENT_MESSAGES.forbiddenSocial);
  const scheduleEditor = requireAbility(app, abilities.content, CONTENT_MESSAGES.forbiddenSchedule);
  const planEditor = requireAbility(app, abilities.plans, CONTENT_MESSAGES.forbiddenPlans);
  const serviceEditor = requireAbility(app, abilities.services, CONTENT_MESSAGES.forbiddenUpdateService);
  const viewer = requireAbility(app, abilities.content, CONTENT_MESSAGES.forbiddenView);

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Configuración pública: nombre, textos, colores, contacto y redes activas',
        response: { 200: gymConfigResponse },
      },
    },
    async () => ({ success: true as const, data: await gym.getGymConfig(app.db) }),
  );

  app.put(
    '/config',
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
      data: await gym.updateGymConfig(app.db, request.body),
      message: CONTENT_MESSAGES.configUpdated,
    }),
  );

  app.get(
    '/config/editor',
    {
      onRequest: viewer,
      schema: { tags, security, summary: 'Todo lo editable en una respuesta (admin)', response: { 200: anyData } },
    },
    async () => ({ success: true as const, data: await loadEditorConfig(app.db) }),
  );

  app.put(
    '/config/flexible',
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
          return {
            success: true as const,
            data: await gym.updateGymConfig(app.db, parseOr422(updateConfigBody, data)),
          };
        case 'contact':
          return { success: true as const, data: await gym.updateContact(app.db, parseOr422(updateContactBody, data)) };
        case 'social': {
          const entries = parseOr422(z.object({ socialMedia: z.array(socialBody).max(20) }), data).socialMedia;
          for (const entry of entries) await gym.upsertSocial(app.db, entry);
          return { success: true as const, data: { socialMedia: await gym.allSocial(app.db) } };
        }
        case 'schedule': {
          const { hours } = parseOr422(z.object({ hours: hoursInput }), data);
          return { success: true as const, data: { hours: await saveHours(app.db, hours) } };
        }
        case 'stats': {
          const stats = parseOr422(
            z.object({
              statistics: z
                .array(
                  z.object({
                    id: z.number().int().positive().optional(),
                    label: z.string().trim().min(1),
                    statValue: z.coerce.number().int(),
                  }),
                )
                .max(50),
            }),
            data,
          ).statistics;
          for (const s of stats) {
            if (s.id) await updateStatistic(app.db, s.id, { label: s.label, statValue: s.statValue });
            else await createStatistic(app.db, { label: s.label, statValue: s.statValue });
          }
          return { success: true as const, data: { statistics: await activeStatistics(app.db) } };
        }
      }
    },
  );

  app.get(
    '/contact',
    { schema: { tags, summary: 'Datos de contacto', response: { 200: envelope(contactSchema) } } },
    async () => ({
      success: true as const,
      data: await gym.getContact(app.db),
    }),
  );

  app.put(
    '/contact',
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
      data: await gym.updateContact(app.db, request.body),
      message: CONTENT_MESSAGES.contactUpdated,
    }),
  );

  const socialList = envelope(z.object({ socialMedia: z.array(socialEntrySchema) }));
  app.get(
    '/social-media',
    { schema: { tags, summary: 'Redes sociales activas', response: { 200: socialList } } },
    async () => ({
      success: true as const,
      data: { socialMedia: await gym.publicSocial(app.db) },
    }),
  );

  app.get(
    '/social-media/all',
    {
      onRequest: socialEditor,
      schema: { tags, security, summary: 'Todas las redes (admin)', response: { 200: socialList } },
    },
    async () => ({ success: true as const, data: { socialMedia: await gym.allSocial(app.db) } }),
  );

  app.get(
    '/social-media/:platform',
    {
      schema: {
        tags,
        summary: 'Una red social',
        params: platformParams,
        response: { 200: envelope(socialEntrySchema) },
      },
    },
    async (request) => ({ success: true as const, data: await gym.socialByPlatform(app.db, request.params.platform) }),
  );

  app.post(
    '/social-media',
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
      const { entry, isNew } = await gym.upsertSocial(app.db, request.body);
      return {
        success: true as const,
        data: { ...entry, isNew },
        message: isNew ? CONTENT_MESSAGES.socialCreated : CONTENT_MESSAGES.socialUpdated,
      };
    },
  );

  app.patch(
    '/social-media/:platform/toggle',
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
    async (request) => ({ success: true as const, data: await gym.toggleSocial(app.db, request.params.platform) }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Cifras del gimnasio (contadores activos)',
        response: { 200: envelope(z.object({ statistics: z.array(statisticSchema) })) },
      },
    },
    async () => ({ success: true as const, data: { statistics: await activeStatistics(app.db) } }),
  );

  app.get(
    '/membership-plans',
    {
      schema: { tags, summary: 'Planes activos', response: { 200: envelope(z.object({ plans: z.array(planView) })) } },
    },
    async () => ({ success: true as const, data: { plans: await listPlans(app.db, false) } }),
  );

  app.get(
    '/membership-plans/all',
    {
      onRequest: planEditor,
      schema: {
        tags,
        security,
        summary: 'Todos los planes, también inactivos (admin)',
        response: { 200: envelope(z.object({ plans: z.array(planView) })) },
      },
    },
    async () => ({ success: true as const, data: { plans: await listPlans(app.db, true) } }),
  );

  app.put(
    '/membership-plans',
    {
      onRequest: planEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda los planes (con id actualiza, sin id crea)',
        body: plansBody,
        response: { 200: envelope(z.object({ plans: z.array(planView) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { plans: await savePlans(app.db, request.body.plans) },
      message: 'Planes actualizados',
    }),
  );

  app.get(
    '/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonios publicados, destacados primero',
        response: { 200: envelope(z.object({ testimonials: z.array(moderatedTestimonialSchema) })) },
      },
    },
    async () => ({ success: true as const, data: { testimonials: await publicTestimonials(app.db) } }),
  );

  for (const [path, key, summary] of [
    ['/video', 'video', 'Video de presentación'],
    ['/sections-content', 'sections', 'Títulos y textos de cada sección'],
    ['/navigation', 'navigation', 'Menú de navegación'],
    ['/branding', 'branding', 'Logo, favicon y tipografía'],
  ] as const) {
    app.get(path, { schema: { tags, summary, response: { 200: anyData } } }, async () => ({
      success: true as const,
      data: await gym.getBlock(app.db, key),
    }));
    app.put(
      path,
      {
        onRequest: configEditor,
        schema: {
          tags,
          security,
          summary: `Guarda: ${summary}`,
          body: z.record(z.string(), z.unknown()),
          response: { 200: anyData },
        },
      },
      async (request) => {
        await gym.putBlock(app.db, key, request.body);
        return {
          success: true as const,
          data: await gym.getBlock(app.db, key),
          message: CONTENT_MESSAGES.configUpdated,
        };
      },
    );
  }

  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Promociones; isRunning según el día en Guatemala',
        response: { 200: envelope(z.object({ promotions: z.array(promotionView) })) },
      },
    },
    async () => ({ success: true as const, data: { promotions: await gym.promotions(app.db) } }),
  );

  app.put(
    '/promotions',
    {
      onRequest: configEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda las promociones (endDate YYYY-MM-DD, último día en Guatemala)',
        body: z.object({
          promotions: z
            .array(
              z.object({
                id: z.string().trim().min(1).max(PROMOTION_LIMITS.idMax),
                title: z.string().trim().min(1, CONTENT_MESSAGES.promotionTitleRequired).max(PROMOTION_LIMITS.titleMax),
                description: z.string().trim().max(PROMOTION_LIMITS.descriptionMax).nullable().optional(),
                endDate: z.iso.date(CONTENT_MESSAGES.promotionEndDateFormat),
                isActive: z.boolean().default(true),
              }),
            )
            .max(PROMOTION_LIMITS.maxCount),
        }),
        response: { 200: envelope(z.object({ promotions: z.array(promotionView) })) },
      },
    },
    async (request) => {
      await gym.putBlock(app.db, 'promotions', request.body);
      return { success: true as const, data: { promotions: await gym.promotions(app.db) } };
    },
  );

  app.get(
    '/schedule',
    {
      schema: {
        tags,
        summary: 'Horario semanal con franjas y cupos',
        response: { 200: envelope(z.object({ hours: z.array(dayView) })) },
      },
    },
    async () => ({ success: true as const, data: { hours: await weeklySchedule(app.db) } }),
  );

  app.put(
    '/schedule',
    {
      onRequest: scheduleEditor,
      schema: {
        tags,
        security,
        summary: 'Guarda el horario semanal (días abiertos/cerrados, franjas con cupo)',
        body: z.object({ hours: hoursInput }),
        response: { 200: envelope(z.object({ hours: z.array(dayView) })) },
      },
    },
    async (request) => ({ success: true as const, data: { hours: await saveHours(app.db, request.body.hours) } }),
  );

  app.get(
    '/capacity/metrics',
    {
      onRequest: viewer,
      schema: {
        tags,
        security,
        summary: 'Capacidad semanal, reservas y ocupación',
        response: { 200: envelope(metricsView) },
      },
    },
    async () => ({ success: true as const, data: await capacityMetrics(app.db) }),
  );

  app.put(
    '/services',
    {
      onRequest: serviceEditor,
      schema: {
        tags,
        security,
        summary: 'Reemplaza la lista de servicios (legado)',
        body: z.object({ services: z.array(createServiceBody).max(50) }),
        response: { 200: envelope(z.object({ services: z.array(serviceSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { services: await replaceServices(app.db, request.body.services) },
    }),
  );

  app.post(
    '/initialize',
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

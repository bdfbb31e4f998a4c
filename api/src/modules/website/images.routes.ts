import { canManageContent, CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, WEBSITE_FIELDS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/uploads';
import { zEnum } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { requireAbility } from '../../plugins/auth';
import { storeContentImage } from './images.service';

const tags = ['content'];
const security = [{ bearerAuth: [] }];

/** Image uploads for the website (mounted at /content/images). */
export async function imageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploader = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenUpload);

  app.post(
    '',
    {
      onRequest: uploader,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Sube una imagen (campo image) de logo, hero, servicio o testimonio: JPG, PNG, WebP o SVG, máximo 3MB',
        querystring: z.object({ kind: zEnum(WEBSITE_FIELDS.image.kind) }),
        response: {
          201: envelope(
            z.object({ url: z.string(), key: z.string(), contentType: z.string(), size: z.number().int() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await readUpload(request, {
        field: 'image',
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
        messages: { required: CONTENT_MESSAGES.imageRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge },
      });
      const stored = await storeContentImage(app.storage, request.query.kind, data);
      return reply.status(201).send({ success: true as const, data: stored, message: 'Imagen subida' });
    },
  );
}

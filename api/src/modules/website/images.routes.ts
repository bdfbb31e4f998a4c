import { canManageContent, CONTENT_IMAGE_KINDS, CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { envelope, oneOf } from '../../lib/zod';
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
        querystring: z.object({ kind: oneOf(CONTENT_IMAGE_KINDS, 'El tipo de imagen') }),
        response: {
          201: envelope(
            z.object({ url: z.string(), key: z.string(), contentType: z.string(), size: z.number().int() }),
          ),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(422, CONTENT_MESSAGES.imageRequired);
      const file = await request.file({ limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'image') throw new AppError(422, CONTENT_MESSAGES.imageRequired);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, CONTENT_MESSAGES.imageTooLarge);
        throw error;
      }
      const stored = await storeContentImage(app.storage, request.query.kind, data);
      return reply.status(201).send({ success: true as const, data: stored, message: 'Imagen subida' });
    },
  );
}

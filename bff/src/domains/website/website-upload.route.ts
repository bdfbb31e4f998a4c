import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, fieldError, WEBSITE_FIELDS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import {
  acceptRawMultipart,
  envelopeError,
  forwardMultipart,
  MULTIPART_ENVELOPE_BYTES,
} from '../../kernel/http/upload-forwarding';

/** 3 MB of image plus the multipart envelope. */
export const CONTENT_IMAGE_BODY_LIMIT = CONTENT_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

/**
 * POST /bff/content/images?kind=logo|hero|service|testimonial: the admin screens post the image
 * here and it is streamed to the api, which judges it by content. The answer is the api's
 * envelope with data.url.
 */
export function websiteImageUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    acceptRawMultipart(scope);
    scope.post<{ Querystring: { kind?: string } }>('/bff/content/images', async (request, reply) => {
      const kind = request.query.kind ?? '';
      const refused = fieldError(WEBSITE_FIELDS.image.kind, kind);
      if (refused) return envelopeError(reply, 422, refused);
      return forwardMultipart(request, reply, connection, `/content/images?kind=${kind}`, {
        bodyLimit: CONTENT_IMAGE_BODY_LIMIT,
        messages: { required: CONTENT_MESSAGES.imageRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge },
      });
    });
  };
}

import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  fieldError,
  isUuid,
  PRODUCT_IMAGES_MAX,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_FIELDS,
  STORE_MESSAGES,
  TIMEOUTS,
} from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { apiBaseUrl, type ApiConnection } from '../../kernel/http/api-connection';
import {
  acceptRawMultipart,
  envelopeError,
  forwardMultipart,
  MULTIPART_ENVELOPE_BYTES,
} from '../../kernel/http/upload-forwarding';
import { catalogueResponsesFor } from '../store/catalogue-responses';

/** One image (3 MB) plus the multipart envelope. */
export const PRODUCT_IMAGE_BODY_LIMIT = CONTENT_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;
/** A product's whole gallery in one request. */
export const PRODUCT_IMAGES_BODY_LIMIT = PRODUCT_IMAGES_MAX * CONTENT_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

const imageMessages = { required: CONTENT_MESSAGES.imageRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge };
const { image: img } = STORE_FIELDS;

/** Where the browser posts a product's images (one, or several at once). */
export const productImagesPath = (productId: string, multiple = false) =>
  `/bff/store/management/products/${productId}/images${multiple ? '/multiple' : ''}`;

interface ImageQuery {
  isPrimary?: string;
  altText?: string;
  displayOrder?: string;
}

/** The single upload's query (isPrimary, altText, displayOrder), judged by its contracts before it travels on. */
function imageQuery(query: ImageQuery): { error: string } | { search: string } {
  const params = new URLSearchParams();
  // true or false: the api judges it, with its own message.
  if (query.isPrimary !== undefined) params.set('isPrimary', query.isPrimary);
  if (query.altText !== undefined && query.altText !== '') {
    const error = fieldError(img.altText, query.altText);
    if (error) return { error };
    params.set('altText', query.altText);
  }
  if (query.displayOrder !== undefined && query.displayOrder !== '') {
    const error = fieldError(img.displayOrder, Number(query.displayOrder));
    if (error) return { error };
    params.set('displayOrder', query.displayOrder);
  }
  const search = params.toString();
  return { search: search ? `?${search}` : '' };
}

/**
 * The back office's uploads, streamed to the api (which judges each file by content, its size and
 * the caller's role), with the spec's 60 s upload timeout:
 * - POST /bff/store/management/products/:id/images (field `image`; query isPrimary, altText, displayOrder)
 * - POST /bff/store/management/products/:id/images/multiple (field `images`, up to PRODUCT_IMAGES_MAX)
 * - POST /bff/store/management/brands and PUT /bff/store/management/brands/:id (a brand's form
 *   fields and its `logo` file)
 * Creating a product with images is two steps: the createManagementProduct mutation, then one of
 * these uploads. A failed upload answers the api's status and message; the product stays as created.
 */
export function storeManagementUploadRoutes(connection: ApiConnection) {
  const apiBase = apiBaseUrl(connection);
  /** An upload changes what the public catalogue shows. */
  const present = (body: unknown) => {
    catalogueResponsesFor(apiBase).clear();
    return body;
  };
  const upload = { timeoutMs: TIMEOUTS.uploadMs, present };

  return async (scope: FastifyInstance) => {
    acceptRawMultipart(scope);

    scope.post<{ Params: { id: string }; Querystring: ImageQuery }>(
      '/bff/store/management/products/:id/images',
      async (request, reply) => {
        if (!isUuid(request.params.id)) return envelopeError(reply, 404, STORE_MESSAGES.productNotFound);
        const query = imageQuery(request.query);
        if ('error' in query) return envelopeError(reply, 422, query.error);
        return forwardMultipart(
          request,
          reply,
          connection,
          `/store/management/products/${request.params.id}/images${query.search}`,
          { ...upload, bodyLimit: PRODUCT_IMAGE_BODY_LIMIT, messages: imageMessages },
        );
      },
    );

    scope.post<{ Params: { id: string } }>(
      '/bff/store/management/products/:id/images/multiple',
      async (request, reply) => {
        if (!isUuid(request.params.id)) return envelopeError(reply, 404, STORE_MESSAGES.productNotFound);
        return forwardMultipart(
          request,
          reply,
          connection,
          `/store/management/products/${request.params.id}/images/multiple`,
          {
            ...upload,
            bodyLimit: PRODUCT_IMAGES_BODY_LIMIT,
            messages: { required: ADMIN.imagesRequired, tooLarge: CONTENT_MESSAGES.imageTooLarge },
          },
        );
      },
    );

    scope.post('/bff/store/management/brands', async (request, reply) =>
      forwardMultipart(request, reply, connection, '/store/management/brands', {
        ...upload,
        bodyLimit: PRODUCT_IMAGE_BODY_LIMIT,
        messages: imageMessages,
      }),
    );

    scope.put<{ Params: { id: string } }>('/bff/store/management/brands/:id', async (request, reply) => {
      if (!isUuid(request.params.id)) return envelopeError(reply, 404, ADMIN.brandNotFound);
      return forwardMultipart(request, reply, connection, `/store/management/brands/${request.params.id}`, {
        ...upload,
        method: 'PUT',
        bodyLimit: PRODUCT_IMAGE_BODY_LIMIT,
        messages: imageMessages,
      });
    });
  };
}

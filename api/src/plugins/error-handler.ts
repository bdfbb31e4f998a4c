import { HTTP_MESSAGES, PROFILE_MESSAGES } from '@gym/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RefusalError, type FieldIssue } from '../lib/errors';
import { API_MESSAGES } from '../lib/messages';

interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldIssue[];
  code?: string;
  data?: Record<string, unknown>;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
}

/** Maps every failure to the `{ success: false, message, errors? }` envelope with a Spanish message. */
function toResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof RefusalError) {
    return {
      status: error.status,
      body: { success: false, message: error.message, code: error.code, ...(error.data ? { data: error.data } : {}) },
    };
  }
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, error.validationContext),
      message: issue.message ?? HTTP_MESSAGES.validation,
    }));
    const message = [...new Set(errors.map((e) => e.message))].join(', ');
    return { status: 422, body: { success: false, message, errors } };
  }
  if (error.validation) {
    return { status: 422, body: { success: false, message: HTTP_MESSAGES.validation } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { success: false, message: API_MESSAGES.malformedJson } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { success: false, message: API_MESSAGES.emptyJson } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { success: false, message: API_MESSAGES.unsupportedMediaType } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { success: false, message: HTTP_MESSAGES.payloadTooLarge } };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { success: false, message: PROFILE_MESSAGES.imageTooLarge } };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 422, body: { success: false, message: PROFILE_MESSAGES.imageRequired } };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { success: false, message: HTTP_MESSAGES.tooManyRequests } };
  if (status >= 400 && status < 500) {
    return { status, body: { success: false, message: API_MESSAGES.badRequest } };
  }
  return { status: 500, body: { success: false, message: HTTP_MESSAGES.serverError } };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    if (status >= 500) {
      // Logged with the request id (pino child logger); the client only sees the generic message.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ status, code: error.code, message: body.message }, 'request refused');
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound });
  });
});

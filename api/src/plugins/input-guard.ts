import { forbiddenKeyPath, forbiddenTextPath, INPUT_MESSAGES, jsonNestingExceeds } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * One guard in front of every route, whatever its schema says:
 *
 * - JSON bodies are parsed by Fastify's own (prototype-poisoning-safe) parser once the text is
 *   known to nest at most MAX_JSON_DEPTH levels: a body nested 100,000 deep is refused in one pass
 *   instead of overflowing a recursive reader later (zod, the jsonb encoder).
 * - Every key of the query string and body, declared or not, is read before the route's schema
 *   strips the undeclared ones; every text (a control character or a lone UTF-16 surrogate,
 *   which PostgreSQL's jsonb refuses) of the path parameters, query string and body is read once
 *   the route's schema has judged it (so a field contract keeps its own message, "El nombre contiene
 *   caracteres no permitidos"); what no contract covers (a free-form content block, an unknown
 *   key, a record's keys) is refused here. Control characters never reach a statement.
 *
 * A hook rather than a contract on every schema: a new route is covered the day it is written,
 * and the route-walking test (malformed-input.test.ts) proves it for all of them.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingExceeds(text)) {
      done(new AppError(400, INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  const refuse = (field: string) => {
    const message = INPUT_MESSAGES.controlCharacters;
    return new AppError(422, message, [{ field: field || 'body', message }]);
  };

  // Keys before the schema: it strips the keys it does not declare, so afterwards an undeclared
  // key (or a query-string key) would never be seen.
  app.addHook('preValidation', async (request) => {
    const field = forbiddenKeyPath(request.query) ?? forbiddenKeyPath(request.body);
    if (field !== null) throw refuse(field);
  });

  app.addHook('preHandler', async (request) => {
    const field =
      forbiddenTextPath(request.params) ?? forbiddenTextPath(request.query) ?? forbiddenTextPath(request.body);
    if (field !== null) throw refuse(field);
  });
});

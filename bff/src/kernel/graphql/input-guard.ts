import { forbiddenTextPath, HTTP_MESSAGES, INPUT_MESSAGES, jsonNestingExceeds, MAX_JSON_DEPTH } from '@gym/domain';
import { validateOrReject, type ValidationError } from 'class-validator';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Lexer, Source, TokenKind, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { appError } from '../http/errors';

/**
 * The bff's half of the input guard (the api has the other): JSON and GraphQL documents nested
 * deeper than MAX_JSON_DEPTH are refused before they are parsed (an argument literal nested
 * 100,000 deep overflows graphql-js's recursive parser; the web's documents nest 4 levels), and
 * every resolver argument, inline or from a variable, is refused when it holds a control
 * character, after its field contracts have had their say.
 */

/** Thrown by the JSON parser; answered by `answerRefusedRequest`. */
class RequestRefused extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, INPUT_MESSAGES.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, INPUT_MESSAGES.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, INPUT_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, INPUT_MESSAGES.unsupportedMediaType],
};

/** The JSON parser of every bff route: depth first (one pass over the text), then Fastify's own parser. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingExceeds(text)) {
      done(new RequestRefused(400, INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * A request refused before GraphQL reads it (bad JSON, too deep, too large) answers in the shape
 * its caller reads: GraphQL errors on /graphql, the api's envelope elsewhere; anything else keeps
 * Fastify's default answer.
 */
export function answerRefusedRequest(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error instanceof RequestRefused ? [error.statusCode, error.message] : CLIENT_ERRORS[error.code];
  if (!known) return reply.send(error);
  const [status, message] = known as [number, string];
  request.log.info({ status, code: error.code, message }, 'request refused');
  const isGraphQL = request.url.split('?', 1)[0] === '/graphql';
  return reply
    .code(status)
    .send(
      isGraphQL
        ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status } }] }
        : { success: false, message },
    );
}

const OPENERS = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * True when a GraphQL document opens more than `maxDepth` braces, brackets or parentheses inside
 * one another. Read with graphql-js's lexer, which is a loop (strings and comments are skipped as
 * the parser would); a document the lexer refuses is left for the parser to report.
 */
export function documentNestingExceeds(source: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (OPENERS.has(token.kind)) {
        depth += 1;
        if (depth > maxDepth) return true;
      } else if (CLOSERS.has(token.kind)) {
        depth -= 1;
      }
    }
  } catch {
    return false;
  }
  return false;
}

/** The document of a GraphQL request, posted (JSON body) or in the query string (GET). */
function documentOf(request: FastifyRequest): unknown {
  const body = request.body as { query?: unknown } | undefined;
  return body?.query ?? (request.query as { query?: unknown } | undefined)?.query;
}

/** Refuses a GraphQL document nested too deep before Apollo parses it. */
export function limitDocumentDepth(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.url.split('?', 1)[0] !== '/graphql') return;
    const document = documentOf(request);
    if (typeof document === 'string' && documentNestingExceeds(document))
      throw new RequestRefused(400, INPUT_MESSAGES.tooDeep);
  });
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * type-graphql's argument check (`validateFn`): class-validator with the settings type-graphql
 * uses itself (so every `@Contract` keeps its own message, "El título contiene caracteres no
 * permitidos"), then the control-character guard on whatever no contract covers (an id, a guest
 * session id, a search text, an item of a list).
 */
export async function validateArgument(value: unknown): Promise<void> {
  if (isObject(value)) {
    const items = Array.isArray(value) ? value.filter(isObject) : [value];
    try {
      for (const item of items)
        await validateOrReject(item, { skipMissingProperties: true, forbidUnknownValues: false });
    } catch (errors) {
      throw new ArgumentValidationError(errors as ValidationError[]);
    }
  }
  if (forbiddenTextPath(value) !== null) throw appError(INPUT_MESSAGES.controlCharacters, 'BAD_USER_INPUT', 422);
}

/** graphql-js's own refusal of a value: `Int cannot represent non 32-bit signed integer value: 2147483648`. */
const SCALAR_REFUSAL = /\b(Int|Float|String|Boolean|ID) cannot represent\b/;

/** A value graphql-js refused, in Spanish and as a bad input (not a server error). */
export function inputErrorInSpanish(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  const withCode = (message: string, status: number): GraphQLFormattedError => ({
    ...formatted,
    message,
    extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', status },
  });
  const scalar = SCALAR_REFUSAL.exec(formatted.message)?.[1];
  if (scalar === 'Int') return withCode(INPUT_MESSAGES.notInt32, 400);
  if (scalar) return withCode(HTTP_MESSAGES.validation, 400);
  return null;
}

import { CATALOGUE_CACHE_TTL_MS } from '@gym/domain';
import {
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLInt,
  specifiedDirectives,
} from 'graphql';

/**
 * Apollo Server's cache hints (`@cacheControl`), declared so type-graphql classes can carry them.
 * Only the public catalogue has hints: its whole answer is cached by the response cache plugin
 * for the catalogue's lifetime. Every other field keeps Apollo's default (maxAge 0), so an
 * answer holding anything else (a cart, a user) is never cached.
 */
const CacheControlScope = new GraphQLEnumType({
  name: 'CacheControlScope',
  values: { PUBLIC: {}, PRIVATE: {} },
});

const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.INTERFACE,
    DirectiveLocation.UNION,
  ],
  args: {
    maxAge: { type: GraphQLInt },
    scope: { type: CacheControlScope },
    inheritMaxAge: { type: GraphQLBoolean },
  },
});

export const SCHEMA_DIRECTIVES = [...specifiedDirectives, cacheControlDirective];

/** On a public catalogue query: its answer may be shared for the catalogue's lifetime. */
export const PUBLIC_CATALOGUE = `@cacheControl(maxAge: ${CATALOGUE_CACHE_TTL_MS / 1000}, scope: PUBLIC)`;

/** On a type found inside catalogue answers: it is as cacheable as the field that holds it. */
export const INHERITS_CACHE = '@cacheControl(inheritMaxAge: true)';

/**
 * Walks every route the api registers and sends each field of its schema (path parameters, query
 * string, JSON body) the values an attacker tries first: NUL and other control characters, numbers
 * beyond the integer columns, huge and deep values, wrong types. Whatever the route, the answer is
 * a 4xx with a Spanish message, never a 500.
 */
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, bearer, createTestApp, signInDemo, type Backend, type DemoKey, type TestApp } from './test/test-app';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

interface WalkedRoute {
  method: HTTPMethods;
  url: string;
  schemas: Partial<Record<'params' | 'querystring' | 'body', JsonSchema>>;
}

const DEEP = 100_000;
/** Stands for a value nested DEEP levels; swapped into the JSON text after stringify (which would overflow). */
const DEEP_MARK = '__deeply_nested__';
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What goes into a JSON body field. */
const BODY_VALUES: Json[] = [
  '\u0000',
  'texto\u0000con nul',
  'control\u0001\u001b\u007f',
  // Half a UTF-16 pair: JSON carries it as `\ud800`, PostgreSQL's jsonb refuses it.
  'Ana \ud800',
  2_147_483_648,
  1e308,
  -1,
  1.5,
  'abc',
  'NaN',
  'x'.repeat(20_000),
  true,
  {},
  [],
  ['\u0000'],
  { '\u0000': '\u0000' },
  [2_147_483_648, 1e308],
  null,
  DEEP_MARK,
];

/** What goes into a query string or a path segment (always text there). */
const TEXT_VALUES = [
  '\u0000',
  'a\u0000b',
  'control\u0001\u001b\u007f',
  '2147483648',
  '1e308',
  '-1',
  '1.5',
  'abc',
  'NaN',
  'Infinity',
  '',
  'x'.repeat(20_000),
];

/** Real records of the demo data, so a probe reaches past "not found" into the service and the database. */
interface Known {
  ids: Record<string, string>;
  values: Record<string, Json>;
}

const UNIQUE_MARK = '__unique__';

/** A plausible value for a schema, so that the malformed field is the only thing wrong with a request. */
function sample(known: Known, schema: JsonSchema | undefined, name = ''): Json {
  if (schema?.const !== undefined) return schema.const;
  if (schema?.enum?.length) return schema.enum[0] ?? null;
  if (name in known.values) return known.values[name] ?? null;
  if (!schema) return 'texto';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(known, choice.find((option) => option.type !== 'null') ?? choice[0], name);
  if (schema.allOf?.length) return sample(known, Object.assign({}, ...schema.allOf) as JsonSchema, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) object[key] = sample(known, property, key);
      return object;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(known, schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleText(schema, name);
    default:
      return 'texto';
  }
}

function sampleText(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return '6f1c1e8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${UNIQUE_MARK}@example.com`;
  if (schema.format === 'date' || /date/i.test(name)) return '2000-01-15';
  if (schema.format === 'date-time') return '2000-01-15T10:00:00.000Z';
  if (/password/i.test(name)) return 'Fuzz-pass-2024';
  if (/phone|whatsapp/i.test(name)) return '+502 5555 5555';
  if (/color/i.test(name)) return '#112233';
  if (/url/i.test(name)) return 'https://example.com/a';
  if (/time/i.test(name)) return '10:00';
  const candidates = ['Texto de prueba', 'monday', 'abc'];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const text = candidates.find((candidate) => !pattern || pattern.test(candidate)) ?? 'texto';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const merged = { ...schema.properties };
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    Object.assign(merged, propertiesOf(option));
  return merged;
}

/** Paths of a body's fields, nested ones too (`items.0.quantity`), a few levels down. */
function bodyPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 3) return [];
  const arrayItems = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.items)?.items;
  if (arrayItems) return bodyPaths(arrayItems, [...prefix, '0'], depth + 1);
  return Object.entries(propertiesOf(schema)).flatMap(([key, property]) => [
    [...prefix, key],
    ...bodyPaths(property, [...prefix, key], depth + 1),
  ]);
}

function withValueAt(body: Json | undefined, path: string[], value: Json): Json {
  const copy = structuredClone(body ?? {}) as Record<string, Json>;
  let node: Record<string, Json> = copy;
  path.slice(0, -1).forEach((key, index) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, Json>;
  });
  node[path.at(-1) ?? ''] = value;
  return copy;
}

interface Probe {
  params: Record<string, string>;
  query: Record<string, Json>;
  body: Json | undefined;
}

function sampleProbe(known: Known, route: WalkedRoute): Probe {
  const paramSchemas = propertiesOf(route.schemas.params);
  const params = Object.fromEntries(
    [...route.url.matchAll(/:(\w+)/g)].map(([, name = '']) => [
      name,
      knownParam(known, route.url, name) ?? String(sample(known, paramSchemas[name], name)),
    ]),
  );
  // Only the query's required fields: an optional filter left out is valid, a guessed one may not be.
  const querySchema = route.schemas.querystring;
  const required = new Set(querySchema?.required ?? []);
  const query = Object.fromEntries(
    Object.entries(propertiesOf(querySchema))
      .filter(([name]) => required.has(name))
      .map(([name, schema]) => [name, sample(known, schema, name)]),
  );
  const body = route.schemas.body ? sample(known, route.schemas.body) : undefined;
  return { params, query, body };
}

function knownParam(known: Known, url: string, name: string): string | undefined {
  const owner = Object.keys(known.ids).find((prefix) => url.startsWith(`${prefix}/:${name}`));
  return owner ? known.ids[owner] : known.ids[`:${name}`];
}

function urlOf(route: WalkedRoute, probe: Probe): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(probe.params[name] ?? 'x'));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

let uniques = 0;
function payloadOf(body: Json | undefined): string | undefined {
  if (body === undefined) return undefined;
  uniques += 1;
  return JSON.stringify(body)
    .replaceAll(`"${DEEP_MARK}"`, deepJson(DEEP))
    .replaceAll(UNIQUE_MARK, `${uniques}-${Date.now()}`);
}

/** Each way of breaking one field of the route, starting from its plausible sample. */
function* probesOf(known: Known, route: WalkedRoute): Generator<{ label: string; probe: Probe }> {
  const base = sampleProbe(known, route);
  yield { label: 'sample', probe: base };
  for (const path of bodyPaths(route.schemas.body)) {
    for (const value of BODY_VALUES) {
      const body = withValueAt(base.body, path, value);
      yield { label: `body.${path.join('.')}=${describeValue(value)}`, probe: { ...base, body } };
    }
  }
  for (const part of ['params', 'querystring'] as const) {
    for (const name of Object.keys(propertiesOf(route.schemas[part]))) {
      const values: Json[] = [...TEXT_VALUES, ...(part === 'querystring' ? [['1', 'a\u0000']] : [])];
      for (const value of values) {
        const probe =
          part === 'params'
            ? { ...base, params: { ...base.params, [name]: String(value) } }
            : { ...base, query: { ...base.query, [name]: value } };
        yield { label: `${part}.${name}=${describeValue(value)}`, probe };
      }
    }
  }
  if (route.schemas.body || ['POST', 'PUT', 'PATCH'].includes(route.method)) {
    for (const body of [
      DEEP_MARK,
      [],
      '\u0000',
      1e308,
      { '\u0000': 1 },
      { texto: ['\u0000'] },
      { 'k\ud800': 'Ana \udc00' },
    ] as Json[])
      yield { label: `body=${describeValue(body)}`, probe: { ...base, body } };
  }
  // An extra, unknown query parameter holding NUL, and one whose name holds it.
  yield { label: 'querystring.extra=NUL', probe: { ...base, query: { ...base.query, extra: '\u0000' } } };
  yield { label: 'querystring.NUL=1', probe: { ...base, query: { ...base.query, 'extra\u0000': '1' } } };
}

function describeValue(value: Json): string {
  const text = value === DEEP_MARK ? `<${DEEP} deep>` : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

const SKIPPED = [/^\/api\/docs/, /^\*$/];

function walkable(route: RouteOptions): WalkedRoute[] {
  if (SKIPPED.some((pattern) => pattern.test(route.url))) return [];
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return methods.map((method) => ({
    method,
    url: route.url,
    schemas: {
      params: jsonSchemaOf(schema.params),
      querystring: jsonSchemaOf(schema.querystring),
      body: jsonSchemaOf(schema.body),
    },
  }));
}

async function dataOf(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Ids of the demo data (the walk edits and deletes them: any record of the right kind will do). */
async function knownRecords(app: FastifyInstance, admin: Record<string, string>): Promise<Known> {
  const first = async (url: string, key: string) => String((await dataOf(app, url, admin))[key][0].id);
  const product = await first('/api/store/products?limit=1', 'products');
  const plans = (await dataOf(app, '/api/memberships/plans', admin)).plans as { id: string; durationType: string }[];
  const monthly = plans.find((plan) => plan.durationType === 'monthly')?.id ?? '';
  const maria = await signInDemo(app, 'maria');
  const cliente = await signInDemo(app, 'cliente');
  return {
    ids: {
      '/api/users': maria.userId,
      '/api/store/products': product,
      '/api/services': await first('/api/services', 'services'),
      '/api/statistics': await first('/api/statistics', 'statistics'),
      '/api/testimonials': await first('/api/testimonials/all', 'testimonials'),
      '/api/memberships': await first('/api/memberships?limit=1', 'memberships'),
      '/api/payments': await first('/api/payments?limit=1', 'payments'),
      ':platform': 'facebook',
      ':day': 'monday',
      ':slotId': '1',
    },
    values: {
      productId: product,
      planId: monthly,
      userId: cliente.userId,
      zipCode: '01001',
      valueSuffix: '+',
      statKey: `fuzz_${UNIQUE_MARK}`,
      idempotencyKey: `fuzz-key-${UNIQUE_MARK}`,
      sessionId: 'guest_fuzz-session-0001',
      selectedSchedule: { monday: [1] },
      quantity: 1,
      paymentMethod: 'cash_on_delivery',
      deliveryMethod: 'pickup',
    },
  };
}

describe.each(backends)('malformed input on every route (%s)', (backend: Backend) => {
  let t: TestApp;
  let known: Known;
  const routes: WalkedRoute[] = [];
  const sessions: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      // The walk signs in thousands of times from one address: no rate limit may hide a route.
      { authRouteLimit: { max: 1_000_000, windowMs: 60_000 }, loginFailures: { max: 1_000_000, windowMs: 60_000 } },
      { onRoute: (route) => routes.push(...walkable(route)) },
    );
    known = await knownRecords(t.app, await headersOf(t.app, 'admin'));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The role's headers, signing in again when a probe (logout, a password change) ended the session. */
  async function headersOf(app: FastifyInstance, role: DemoKey | 'anonymous'): Promise<Record<string, string>> {
    if (role === 'anonymous') return {};
    const current = sessions[role];
    if (current && (await app.inject({ url: '/api/auth/profile', headers: current })).statusCode === 200)
      return current;
    sessions[role] = bearer((await signInDemo(app, role)).token);
    return sessions[role];
  }

  it('answers every probe with a 4xx or a success, never a 5xx', { timeout: 900_000 }, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let probes = 0;
    let reached = 0;
    for (const route of routes) {
      for (const role of ['admin', 'cliente', 'anonymous'] as const) {
        const headers = await headersOf(t.app, role);
        for (const { label, probe } of probesOf(known, route)) {
          const payload = payloadOf(probe.body);
          const response = await t.app.inject({
            method: route.method,
            url: urlOf(route, probe),
            headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          probes += 1;
          if (response.statusCode >= 500)
            failures.push(`${role} ${route.method} ${route.url} ${label} -> ${response.statusCode} ${response.body}`);
          if (label !== 'sample') continue;
          if (role === 'admin' && response.statusCode < 400) reached += 1;
          // Refused before its input is read (authorization runs first): the admin's walk covers the input.
          if (role !== 'admin' && (response.statusCode === 401 || response.statusCode === 403)) break;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(5_000);
    // The samples are plausible enough that most routes run their service with one bad field.
    expect(reached).toBeGreaterThan(routes.length / 2);
  });
});

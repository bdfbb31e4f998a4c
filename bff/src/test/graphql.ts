import type { FastifyInstance } from 'fastify';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; status?: number } & Record<string, unknown> }[];
}

/** Sends a real GraphQL document to the bff over its HTTP interface, as the web app does. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { status: response.statusCode, body: response.json<GraphQLResponse<T>>() };
}

export function firstError(body: GraphQLResponse) {
  const error = body.errors?.[0];
  if (!error) throw new Error(`se esperaba un error GraphQL, llegó ${JSON.stringify(body)}`);
  return { message: error.message, code: error.extensions?.code, status: error.extensions?.status };
}

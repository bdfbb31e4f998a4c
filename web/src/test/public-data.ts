// Test helpers for the public content (gym config, landing page) read through usePublicQuery.
import type { GymConfigQuery } from '../platform/gym-config/gym-config.public.generated';
import { PublicClient, type PublicRequest } from '../platform/public-data/public-client';

export const TEST_GYM_NAME = 'Club Prueba';

export const TEST_GYM_CONFIG: GymConfigQuery = {
  gymConfig: {
    name: TEST_GYM_NAME,
    tagline: 'Entrena con nosotros',
    description: 'Un gimnasio de pruebas',
    logoUrl: null,
    primaryColor: '#0d47a1',
    secondaryColor: '#ff6f00',
    contact: {
      address: 'Zona 10, Guatemala',
      phone: '+502 5555 0000',
      email: 'hola@example.com',
      whatsapp: null,
      mapsUrl: null,
    },
  },
};

/** What the bff answers per public operation: data, a GraphQL error message, or a failed request. */
export type PublicAnswer =
  | { data: unknown }
  | { errors: string[]; data?: unknown }
  | { fail: Error }
  | ((request: PublicRequest) => { data: unknown });

export type PublicAnswers = Record<string, PublicAnswer>;

/**
 * A public client answering from a table (the gym config is always there); an operation the test
 * did not expect fails loudly. `requests` records what was sent.
 */
export function testPublicClient(answers: PublicAnswers = {}) {
  const table: PublicAnswers = { GymConfig: { data: TEST_GYM_CONFIG }, ...answers };
  const requests: PublicRequest[] = [];
  const client = new PublicClient(async (request) => {
    requests.push(request);
    const answer = table[request.operationName];
    if (!answer) throw new Error(`Sin respuesta de prueba para ${request.operationName}`);
    if (typeof answer === 'function') return answer(request);
    if ('fail' in answer) throw answer.fail;
    if ('errors' in answer) return { data: answer.data, errors: answer.errors.map((message) => ({ message })) };
    return answer;
  });
  return Object.assign(client, { requests });
}

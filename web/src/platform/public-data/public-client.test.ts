import { HTTP_MESSAGES } from '@gym/domain';
import { describe, expect, it, vi } from 'vitest';
import { GymConfigDocument } from '../gym-config/gym-config.public.generated';
import { LandingFeaturedProductsDocument } from '../../features/landing/landing.public.generated';
import { RequestTimeoutError } from '../apollo/timeout-fetch';
import { PublicClient, httpTransport, operationNameOf, type PublicTransport } from './public-client';

const CONFIG = { gymConfig: { name: 'Club Prueba' } };

describe('PublicClient', () => {
  it('asks the bff once per operation and variables, however many components read it', async () => {
    const transport = vi.fn<PublicTransport>(async () => ({ data: CONFIG }));
    const client = new PublicClient(transport);
    await Promise.all([client.load(GymConfigDocument), client.load(GymConfigDocument)]);
    await client.load(GymConfigDocument);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]?.[0]).toMatchObject({ operationName: 'GymConfig' });
    expect(client.read(GymConfigDocument)).toEqual({ data: CONFIG, error: undefined, loading: false });

    await client.load(LandingFeaturedProductsDocument, { limit: 4 });
    await client.load(LandingFeaturedProductsDocument, { limit: 8 });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('shows an answer older than the reader allows and fetches it again behind it; a fresh one is not asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let name = 'Antes';
      const transport = vi.fn<PublicTransport>(async () => ({ data: { gymConfig: { name } } }));
      const client = new PublicClient(transport, () => ({ gymConfig: { name: 'Inicial' } }));
      const key = client.register(GymConfigDocument);
      await client.loadKey(key, 10_000);
      expect(transport).not.toHaveBeenCalled();

      vi.setSystemTime(Date.now() + 10_001);
      name = 'Después';
      const reload = client.loadKey(key, 10_000);
      expect(client.read(GymConfigDocument).data?.gymConfig.name).toBe('Inicial');
      await reload;
      expect(client.read(GymConfigDocument).data?.gymConfig.name).toBe('Después');
      await client.loadKey(key, 10_000);
      await client.loadKey(key);
      expect(transport).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches the loaded queries of an operation after an admin change and tells the readers', async () => {
    let name = 'Antes';
    const client = new PublicClient(async () => ({ data: { gymConfig: { name } } }));
    await client.load(GymConfigDocument);
    const listener = vi.fn();
    client.subscribe(GymConfigDocument, undefined, listener);
    name = 'Después';
    await client.refetch(GymConfigDocument);
    expect(listener).toHaveBeenCalled();
    expect(client.read(GymConfigDocument).data?.gymConfig.name).toBe('Después');
  });

  it("keeps partial data with the bff's own message, and the last good answer when a refetch fails", async () => {
    const answers: Array<() => Promise<Awaited<ReturnType<PublicTransport>>>> = [
      async () => ({ data: CONFIG }),
      async () => {
        throw new Error(HTTP_MESSAGES.network);
      },
      async () => ({ data: null, errors: [{ message: 'Recurso no encontrado' }] }),
    ];
    const client = new PublicClient(() => (answers.shift() as () => ReturnType<PublicTransport>)());
    await client.load(GymConfigDocument);
    await client.refetch(GymConfigDocument);
    expect(client.read(GymConfigDocument)).toMatchObject({ data: CONFIG, loading: false });
    expect(client.read(GymConfigDocument).error?.message).toBe(HTTP_MESSAGES.network);
    await client.refetch(GymConfigDocument);
    expect(client.read(GymConfigDocument).data).toEqual(CONFIG);
    expect(client.read(GymConfigDocument).error?.message).toBe('Recurso no encontrado');
  });

  it('names the operation from its text', () => {
    expect(operationNameOf(String(GymConfigDocument))).toBe('GymConfig');
  });
});

describe('httpTransport', () => {
  const request = { query: 'query GymConfig { gymConfig { name } }', operationName: 'GymConfig' };

  it('POSTs JSON (a non-simple request, as the CSRF protection requires)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: CONFIG })));
    await expect(httpTransport('/graphql', fetchImpl)(request)).resolves.toEqual({ data: CONFIG });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('reports a timeout, a lost connection and a failing server with the §8 messages', async () => {
    const timeout = httpTransport('/graphql', async () => {
      throw new RequestTimeoutError(30_000);
    });
    await expect(timeout(request)).rejects.toThrow(HTTP_MESSAGES.timeout);
    const offline = httpTransport('/graphql', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline(request)).rejects.toThrow(HTTP_MESSAGES.network);
    const gateway = httpTransport('/graphql', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(gateway(request)).rejects.toThrow(HTTP_MESSAGES.serverError);
  });
});

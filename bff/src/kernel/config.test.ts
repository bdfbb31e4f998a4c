import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, loadConfig } from './config';

describe('bff config', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      port: 4000,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:4001',
      webDist: DEFAULT_WEB_DIST,
      logLevel: 'info',
      trustProxy: false,
      publicCaches: true,
      httpsOrigin: false,
      redis: null,
      metrics: { token: null, port: null, host: '127.0.0.1' },
      otlpEndpoint: null,
      otelServiceName: 'gym-bff',
    });
  });

  it('reads every variable the bff uses, and an empty one counts as unset', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        API_URL: 'https://api.gimnasio.example',
        WEB_DIST: '/srv/web',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 192.0.2.10',
        CONTENT_CACHE: 'off',
        PUBLIC_URL: 'https://gimnasio.example',
        REDIS_URL: 'redis://redis.internal:6379/2',
        REDIS_PREFIX: 'gimnasio:',
        METRICS_TOKEN: 'm'.repeat(24),
        METRICS_PORT: '9465',
        METRICS_HOST: '0.0.0.0',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      }),
    ).toEqual({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      apiUrl: 'https://api.gimnasio.example',
      webDist: '/srv/web',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.0.2.10'],
      publicCaches: false,
      httpsOrigin: true,
      redis: { url: 'redis://redis.internal:6379/2', prefix: 'gimnasio:' },
      metrics: { token: 'm'.repeat(24), port: 9465, host: '0.0.0.0' },
      otlpEndpoint: 'http://otel-collector:4318',
      otelServiceName: 'gym-bff',
    });
    // npm start gives both servers one environment: BFF_METRICS_PORT keeps the bff off the api's port.
    expect(loadConfig({ METRICS_PORT: '9464', BFF_METRICS_PORT: '9465' }).metrics.port).toBe(9465);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ PORT: '', API_URL: '' })).toMatchObject({ port: 4000, apiUrl: 'http://127.0.0.1:4001' });
  });

  it.each([
    ['PORT', 'cuatro mil'],
    ['PORT', '70000'],
    ['API_URL', 'ftp://127.0.0.1:4001'],
    ['API_URL', '127.0.0.1:4001'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['CONTENT_CACHE', 'no'],
    // Believing every peer (or the last N, whoever they are) lets any browser pick its address.
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '1'],
    ['PUBLIC_URL', 'gimnasio.example'],
    ['HSTS', 'yes'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_PREFIX', 'gym prefix'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Configuración inválida del bff: .*${name}: `));
  });

  it('sends HSTS only behind TLS: an https PUBLIC_URL, unless HSTS says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:4000' }).httpsOrigin).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://gimnasio.example', HSTS: 'off' }).httpsOrigin).toBe(false);
    expect(loadConfig({ HSTS: 'on' }).httpsOrigin).toBe(true);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'verbose' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });
});

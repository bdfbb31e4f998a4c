// The container's HEALTHCHECK: asks this container's server whether it is ready (exit 0) or not
// (exit 1). SERVICE=api (default) asks GET /api/health/ready on API_PORT (4001); SERVICE=bff asks
// GET /bff/health/ready on PORT (4000), which is ready when its api is.
const service = process.env.SERVICE ?? 'api';
const url =
  service === 'bff'
    ? `http://127.0.0.1:${process.env.PORT ?? 4000}/bff/health/ready`
    : `http://127.0.0.1:${process.env.API_PORT ?? 4001}/api/health/ready`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}

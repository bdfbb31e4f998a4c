// The same read (the signed-in profile) straight from the api and through the bff.
import { assertClean, measure, printTable, signIn, type MeasureOptions, type RunningApp } from './support';

export async function profileReadBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const token = await signIn(app.apiUrl);
  const auth = { authorization: `Bearer ${token}` };
  const direct = await measure(
    'api  GET /api/auth/profile',
    { url: `${app.apiUrl}/api/auth/profile`, headers: auth },
    run,
  );
  const viaBff = await measure(
    'bff  POST /graphql { me }',
    {
      url: `${app.bffUrl}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id firstName lastName email role permissions } }' }),
    },
    run,
  );
  printTable(`Profile read, ${run.connections} connections, ${run.duration} s each`, [direct, viaBff]);
  console.log(
    `bff/api throughput ratio: ${(viaBff.requestsPerSec / direct.requestsPerSec).toFixed(2)}  ` +
      `(p50 ratio ${(viaBff.p50 / Math.max(direct.p50, 0.001)).toFixed(2)}, p99 ratio ${(viaBff.p99 / Math.max(direct.p99, 0.001)).toFixed(2)})`,
  );
  assertClean([direct, viaBff]);
}

// The member's live capacity read (every weekday, every slot, counted from reservation rows)
// straight from the api and through the bff.
import { assertClean, measure, printTable, signIn, type MeasureOptions, type RunningApp } from './support';

export async function scheduleBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const token = await signIn(app.apiUrl);
  const auth = { authorization: `Bearer ${token}` };
  const direct = await measure(
    'api  GET /api/memberships/my-schedule/available-options',
    { url: `${app.apiUrl}/api/memberships/my-schedule/available-options`, headers: auth },
    run,
  );
  const viaBff = await measure(
    'bff  POST /graphql { scheduleOptions }',
    {
      url: `${app.bffUrl}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ scheduleOptions { day isOpen slots { slotId timeRange available isFull isReservedByMe } } }',
      }),
    },
    run,
  );
  printTable(`Schedule capacity read, ${run.connections} connections, ${run.duration} s each`, [direct, viaBff]);
  assertClean([direct, viaBff]);
}

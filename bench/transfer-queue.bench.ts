// The staff transfer queue (GET /api/payments/transfers/pending-detailed) with 1,000 pending
// transfers: a page of 50 (the longest waits first, with payer, order, urgency and the whole
// queue's figures), the same narrowed by a search, and by a priority. Beside it the cheapest
// signed-in read (the profile) on the same api, so the queue's cost reads as a ratio; then the same
// page through the bff (what the staff payments screen asks), against the bff's own profile read.
import { assertClean, measure, printTable, signIn, type MeasureOptions, type RunningApp } from './support';

const PENDING_TRANSFERS = 1000;
const SEED_CONCURRENCY = 10;

/** What the staff payments screen's Transferencias tab asks for a page of the queue. */
const QUEUE_QUERY = `query Queue($filter: TransferQueueFilterInput) {
  pendingTransfers(filter: $filter) {
    pagination { total page limit }
    summary { total urgent withProof totalAmount oldestWaitingHours byUrgency { normal medium high critical } }
    transfers { kind urgency isUrgent waitingHours hasProof
      payer { id name email isGuest }
      payment { id amount concept method createdAt } }
  }
}`;

/** 1,000 pending transfers, as the front desk records daily passes paid by transfer. */
async function seedPendingTransfers(apiUrl: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const queueSize = async () => {
    const res = await fetch(`${apiUrl}/api/payments/transfers/pending-detailed?limit=1`, { headers });
    return ((await res.json()) as { data: { summary: { total: number } } }).data.summary.total;
  };
  let next = await queueSize();
  const worker = async () => {
    while (next < PENDING_TRANSFERS) {
      next += 1;
      const visitors = 1 + (next % 4);
      const res = await fetch(`${apiUrl}/api/front-desk/daily-income`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ visitors, method: 'transfer', visitorName: `Visitante ${next}` }),
      });
      if (res.status !== 201) throw new Error(`Seeding the queue failed: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return queueSize();
}

export async function transferQueueBench(app: RunningApp, run: MeasureOptions): Promise<void> {
  const token = await signIn(app.apiUrl, 'colaborador@gimnasio.demo', 'Colab123');
  const queued = await seedPendingTransfers(app.apiUrl, token);
  const auth = { authorization: `Bearer ${token}` };
  const queue = (query: string) => ({
    url: `${app.apiUrl}/api/payments/transfers/pending-detailed?${query}`,
    headers: auth,
  });

  const baseline = await measure(
    'api  GET /api/auth/profile',
    { url: `${app.apiUrl}/api/auth/profile`, headers: auth },
    run,
  );
  const page = await measure('api  pending-detailed (50)', queue('limit=50'), run);
  const searched = await measure('api  pending-detailed search', queue('search=x%202&limit=50'), run);
  const critical = await measure(
    'api  pending-detailed priority',
    queue('priority=normal&sortBy=amount&limit=50'),
    run,
  );
  const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
    url: `${app.bffUrl}/graphql`,
    method: 'POST' as const,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // A GraphQL error still answers 200: check the queries once so the figures measure real pages.
  for (const request of [graphql('{ me { id email } }'), graphql(QUEUE_QUERY, { filter: { limit: 50 } })]) {
    const answer = (await (await fetch(request.url, request)).json()) as { errors?: unknown[] };
    if (answer.errors) throw new Error(`bff query failed: ${JSON.stringify(answer.errors)}`);
  }
  const bffBaseline = await measure('bff  { me }', graphql('{ me { id email } }'), run);
  const bffPage = await measure('bff  pendingTransfers (50)', graphql(QUEUE_QUERY, { filter: { limit: 50 } }), run);
  printTable(
    `Transfer queue with ${queued} pending transfers, ${run.connections} connections, ${run.duration} s each`,
    [baseline, page, searched, critical, bffBaseline, bffPage],
  );
  console.log(
    `queue/profile p99 ratio: ${(page.p99 / Math.max(baseline.p99, 0.001)).toFixed(2)}  ` +
      `(throughput ratio ${(page.requestsPerSec / baseline.requestsPerSec).toFixed(2)})`,
  );
  console.log(
    `bff queue/api queue p99 ratio: ${(bffPage.p99 / Math.max(page.p99, 0.001)).toFixed(2)}  ` +
      `(throughput ratio ${(bffPage.requestsPerSec / page.requestsPerSec).toFixed(2)})`,
  );
  assertClean([baseline, page, searched, critical, bffBaseline, bffPage]);
}

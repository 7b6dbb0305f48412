// Prints how fast the generic resource API is on the embedded database (or DATABASE_URL with
// TEST_DB=postgres): creates through POST /api/resource, then paged, filtered lists and counts.
// Run: npm run bench -w server   (BENCH_ROWS to change the size, default 2000)
import { performance } from 'node:perf_hooks';
import { TEST_DB, TestClient, createTestApp, resourceUrl } from '../src/test/helpers';

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const SAMPLES = 200;
const DOCTYPE = 'User Registration';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(label: string, samples: number, fn: (i: number) => Promise<void>) {
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await fn(i);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const total = durations.reduce((sum, d) => sum + d, 0);
  console.log(
    `${label.padEnd(44)} ${String(samples).padStart(5)} requests  ` +
      `${(samples / (total / 1000)).toFixed(0).padStart(6)}/s  p50 ${percentile(durations, 50).toFixed(2)} ms  ` +
      `p95 ${percentile(durations, 95).toFixed(2)} ms`,
  );
}

function expectOk(status: number, what: string) {
  if (status >= 300) throw new Error(`${what} answered ${status}`);
}

const app = await createTestApp({ demoData: true });
try {
  const admin = new TestClient(app);
  await admin.login('admin@demo.in');
  console.log(`resource API on ${TEST_DB}, ${ROWS} rows of ${DOCTYPE}, in-process HTTP (inject)`);

  await time('POST /api/resource (create)', ROWS, async (i) => {
    const response = await admin.post(resourceUrl(DOCTYPE), {
      user_type: i % 3 === 0 ? 'Arbitrator' : 'Claimant',
      first_name: `Bench ${i}`,
      email_id: `bench.${i}@example.in`,
      status: i % 2 === 0 ? 'Draft' : 'Pending For Approval',
    });
    expectOk(response.statusCode, 'create');
  });

  await time('GET list, filter + order + page of 20', SAMPLES, async (i) => {
    const response = await admin.get(
      resourceUrl(DOCTYPE, undefined, {
        fields: ['name', 'first_name', 'email_id', 'status'],
        filters: [['status', '=', 'Draft'], ['first_name', 'like', '%Bench%']],
        order_by: 'creation desc',
        limit_start: (i * 20) % Math.max(20, ROWS / 2),
        limit_page_length: 20,
      }),
    );
    expectOk(response.statusCode, 'list');
  });

  await time('GET frappe.client.get_count with filter', SAMPLES, async () => {
    const response = await admin.get(
      `/api/method/frappe.client.get_count?doctype=${encodeURIComponent(DOCTYPE)}&filters=${encodeURIComponent(
        JSON.stringify([['user_type', '=', 'Arbitrator']]),
      )}`,
    );
    expectOk(response.statusCode, 'count');
  });

  await time('GET one document (found by email, then read)', SAMPLES, async (i) => {
    const list = await admin.get(resourceUrl(DOCTYPE, undefined, { filters: [['email_id', '=', `bench.${i % ROWS}@example.in`]] }));
    const [row] = list.json().data as { name: string }[];
    const response = await admin.get(resourceUrl(DOCTYPE, row.name));
    expectOk(response.statusCode, 'get');
  });
} finally {
  await app.close();
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createTestApp, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { demoCaseNames } from '../test/demo-cases';
import { chromiumRenderer, type PdfRenderer } from './renderer';

const pdfUrl = (name: string, format: string) =>
  `/api/method/frappe.utils.print_format.download_pdf?doctype=Award&name=${encodeURIComponent(name)}&format=${encodeURIComponent(format)}`;

/** Chromium, counting the PDFs it renders. */
function countingRenderer(): PdfRenderer & { renders: number } {
  const chromium = chromiumRenderer();
  const counting = {
    renders: 0,
    async render(html: string, options: Parameters<PdfRenderer['render']>[1]) {
      counting.renders += 1;
      return chromium.render(html, options);
    },
    close: () => chromium.close(),
  };
  return counting;
}

describe(`award PDFs rendered ahead by a job (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let renderer: ReturnType<typeof countingRenderer>;
  let arbitrator: TestClient;
  let claimant: TestClient;
  let claim: string;

  const verifications = async (award: string) =>
    (
      await app.services.db.query<{ name: string; print_format: string }>(
        `SELECT "name", "print_format" FROM "tabPrint Verification" WHERE "ref_doctype" = 'Award' AND "ref_name" = $1 ORDER BY "print_format"`,
        [award],
      )
    ).rows;

  before(async () => {
    renderer = countingRenderer();
    app = await createTestApp({
      demoData: true,
      printing: { publicUrl: 'https://portal.example.in', renderer },
      jobs: { run: true, pollSeconds: 0.5, graceMs: 1000 },
    });
    claim = (await demoCaseNames(app)).claimWithHearing;
    arbitrator = new TestClient(app);
    await arbitrator.login('arbitrator@demo.in');
    claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
  });
  after(() => app.close());

  it('renders nothing for a draft, then the award and its covering letter once it is saved as final, and downloads get those PDFs', async () => {
    const draft = await arbitrator.post(resourceUrl('Award'), {
      claim,
      award_letter: '<p>The respondents shall pay ₹12,65,400.</p>',
      award_covering_letter: '<p>Covering letter</p>',
      award_date: '2026-11-20',
    });
    assert.equal(draft.statusCode, 200, draft.body);
    const award: string = draft.json().data.name;
    await sleep(2500);
    assert.deepEqual(await verifications(award), [], 'a draft award is not printed ahead');
    assert.equal(renderer.renders, 0);

    // The final award is made once the hearings have closed (s.32(1)); the claim is at Awaiting Reply.
    assert.equal((await arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: '2026-11-10' })).statusCode, 200);
    const final = await arbitrator.put(resourceUrl('Award', award), { award_amount: 1265400, saveData: false });
    assert.equal(final.statusCode, 200, final.body);
    let rendered = await verifications(award);
    for (let waited = 0; rendered.length < 2 && waited < 30_000; waited += 250) {
      await sleep(250);
      rendered = await verifications(award);
    }
    assert.deepEqual(rendered.map((row) => row.print_format), ['Award', 'Award Covering Letter']);
    assert.equal(renderer.renders, 2);

    for (const { name: code, print_format: format } of rendered) {
      const download = await claimant.get(pdfUrl(award, format));
      assert.equal(download.statusCode, 200, download.body);
      assert.equal(download.headers['x-verification-code'], code, `${format}: the PDF rendered ahead`);
    }
    assert.equal(renderer.renders, 2, 'the downloads rendered nothing');
  });
});

// PAdES signing in bulk: renders an award (the demo award letter, in Chromium) once, then signs
// it SIGNATURES_AWARDS times (default 10,000) with the arbitrator's key, as a bulk of awards is
// signed: each parsed, given its incremental update, hashed and signed anew, and prints the rate.
// Run: npm run bench -w server -- signatures
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../src/test/helpers';
import { documentHtml, footerTemplate } from '../src/printing/document-html';
import { chromiumRenderer } from '../src/printing/renderer';
import { PadesSigner } from '../src/signatures/pades';

const AWARDS = Number(process.env.SIGNATURES_AWARDS ?? 10_000);

const app = await createTestApp({ demoData: true, demoAwards: true });
const renderer = chromiumRenderer();
try {
  const { rows } = await app.services.db.query<{ award_letter: string }>(`SELECT "award_letter" FROM "tabAward" WHERE "award_letter" IS NOT NULL LIMIT 1`);
  const html = documentHtml({
    caseRef: { doctype: 'Claim', name: 'ARB-00001', kind: 'claim' } as never,
    kind: 'Award',
    date: '2026-11-20',
    title: 'Award',
    fileName: 'Award',
    bodyHtml: rows[0].award_letter,
    signature: { name: 'Dr Vikram Rao', role: 'Sole Arbitrator' },
  });
  const rendered = await renderer.render(html, { footerTemplate: footerTemplate('AAAAA-AAAAA', 'https://portal.example.in/verify/AAAAA-AAAAA') });
  const signing = new PadesSigner(app.services.db);
  const signer = await signing.signerFor({ kind: 'neutral', email: 'arbitrator@demo.in', name: 'Dr Vikram Rao' });
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < AWARDS; i += 1) {
    const signed = await signing.sign(rendered, signer, { name: 'Dr Vikram Rao', reason: 'Award signed by the arbitrator (Arbitration and Conciliation Act 1996, s.31(1))' });
    bytes += signed.pdf.length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`award PDF ${rendered.length.toLocaleString('en-IN')} bytes, signed ${Math.round(bytes / AWARDS).toLocaleString('en-IN')} bytes`);
  console.log(`signatures: ${AWARDS.toLocaleString('en-IN')} awards signed at ${(AWARDS / seconds).toFixed(0)} per second (${seconds.toFixed(1)} s)`);
} finally {
  await renderer.close();
  await app.close();
}

/** @jest-environment jsdom */
import { allocate } from './draw';
import { verifyDrawInPage } from './verify-page';

const SEED = 'c5'.repeat(32);

function pageWith(record: object): Document {
  document.body.innerHTML = `<script type="application/json" id="draw-record"></script>
    <span id="check-list-hash"></span><span id="check-case-seed"></span><span id="check-candidates"></span><span id="check-neutral"></span><p id="verdict"></p>`;
  document.getElementById('draw-record')!.textContent = JSON.stringify(record);
  return document;
}

describe('the verification page script', () => {
  const [result] = allocate(SEED, [{ name: 'ARB-00042', eligible: ['b@x.in', 'a@x.in', 'c@x.in'], party: 'lender@x.in' }]);
  const record = { status: 'Drawn', case_name: result.name, eligible: result.list, list_hash: result.listHash, allocation_seed: SEED, case_seed: result.caseSeed, candidates: result.candidates, neutral: result.neutral };

  it('recomputes a genuine draw and says so', () => {
    const doc = pageWith(record);
    verifyDrawInPage(doc);
    expect(doc.getElementById('verdict')!.className).toBe('ok');
    expect(doc.getElementById('check-neutral')!.textContent).toBe(result.neutral);
    expect(doc.getElementById('check-candidates')!.textContent).toBe('a@x.in, b@x.in, c@x.in');
  });

  it('catches a record whose neutral or list was changed', () => {
    const other = result.list.find((neutral) => neutral !== result.neutral)!;
    let doc = pageWith({ ...record, neutral: other });
    verifyDrawInPage(doc);
    expect(doc.getElementById('verdict')!.className).toBe('bad');
    doc = pageWith({ ...record, eligible: [...result.list, 'd@x.in'] });
    verifyDrawInPage(doc);
    expect(doc.getElementById('check-list-hash')!.className).toBe('bad');
    expect(doc.getElementById('verdict')!.className).toBe('bad');
  });
});

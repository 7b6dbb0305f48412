import { checkDraw, type PublishedDraw } from './draw';

/*
 * The script of the public `/verify-draw/<id>` page: it reads the draw's record embedded in the
 * page and recomputes the draw with the published algorithm, in the reader's own browser. The
 * server bundles this file as it is; nothing the server computed is trusted here.
 */

function mark(doc: Document, id: string, ok: boolean, text: string): void {
  const element = doc.getElementById(id);
  if (!element) return;
  element.textContent = text;
  element.className = ok ? 'ok' : 'bad';
}

export function verifyDrawInPage(doc: Document): void {
  const source = doc.getElementById('draw-record');
  if (!source?.textContent) return;
  const record = JSON.parse(source.textContent) as PublishedDraw & { status: string };
  if (record.status === 'Committed' || record.allocation_seed === null) {
    mark(doc, 'verdict', true, 'The list is committed; the seed has not been taken yet, so there is nothing to recompute.');
    return;
  }
  const check = checkDraw({ ...record, candidates: record.candidates ?? '' });
  mark(doc, 'check-list-hash', check.listHash, check.listHash ? 'Matches the list shown' : 'Does NOT match the list shown');
  mark(doc, 'check-case-seed', check.caseSeed, check.caseSeed ? 'Matches the allocation seed and case number' : 'Does NOT match');
  mark(doc, 'check-candidates', true, check.candidates.length ? check.candidates.join(', ') : 'none');
  const same = check.neutral === record.neutral;
  mark(doc, 'check-neutral', same, check.neutral ?? 'nobody (no candidate)');
  mark(
    doc,
    'verdict',
    check.ok,
    check.ok
      ? 'Recomputed in your browser: the same inputs draw the same neutral. This draw is genuine.'
      : 'Recomputed in your browser: the record does not add up. Report this draw to the institution.',
  );
}

if (typeof document !== 'undefined') verifyDrawInPage(document);

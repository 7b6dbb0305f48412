import type { RequestContext } from '../core/context';
import { today } from '../core/datetime';
import { getDoc } from '../core/documents';
import { DoesNotExistError } from '../core/errors';
import type { Doc } from '../core/doctype/types';
import { caseOfDocument } from '../doctypes/cases/case-effects';
import { storageKey } from '../files/save-file';
import { mimeFor } from '../files/magic';
import { dataUrl } from './document-html';
import { registerPrintFormat, type EmbeddedImage, type PrintableDocument } from './formats';
import { embedImages, imageUrlsOf, sanitizeEditorHtml } from './sanitize-html';
import { awardLettersHash } from '../signatures/methods';

interface FileRow {
  file_url: string;
  attached_to_doctype: string | null;
  attached_to_name: string | null;
}

const RASTER = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/**
 * The images a letter may carry: files of the award itself, of its case, or of the neutral's
 * profile (letterhead, signature). Anything else named in the HTML is left out of the PDF.
 */
async function ownImages(ctx: RequestContext, urls: readonly string[], owners: readonly [string, string][]): Promise<Map<string, EmbeddedImage>> {
  const images = new Map<string, EmbeddedImage>();
  if (urls.length === 0) return images;
  const { rows } = await ctx.db.query<FileRow>(
    `SELECT "file_url", "attached_to_doctype", "attached_to_name" FROM "tabFile" WHERE "file_url" = ANY($1)`,
    [urls],
  );
  for (const row of rows) {
    if (!owners.some(([doctype, name]) => row.attached_to_doctype === doctype && row.attached_to_name === name)) continue;
    const key = storageKey(row.file_url);
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    if (!RASTER.has(extension)) continue;
    const content = await ctx.services.storage.get(key);
    if (content) images.set(row.file_url, { mime: mimeFor(extension), content });
  }
  return images;
}

interface NeutralProfile {
  name: string;
  letterhead: string | null;
  signature: string | null;
}

async function neutralProfile(ctx: RequestContext, email: string | null): Promise<NeutralProfile | null> {
  if (!email) return null;
  const { rows } = await ctx.db.query<NeutralProfile>(
    `SELECT "name", "letterhead", "signature" FROM "tabUser Registration" WHERE "email_id" = $1 ORDER BY "creation" LIMIT 1`,
    [email],
  );
  return rows[0] ?? null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

type Letter = 'award_letter' | 'award_covering_letter';

async function loadAwardLetter(ctx: RequestContext, name: string, letter: Letter, kind: string, letterhead: boolean): Promise<PrintableDocument> {
  // Read through the engine: the award is readable iff its case is (parties, neutral, case manager).
  const award = await getDoc(ctx, 'Award', name);
  const caseRef = caseOfDocument(award);
  if (!caseRef) throw new DoesNotExistError(`Award ${name} not found`);
  const body = text(award[letter]);
  if (!body) throw new DoesNotExistError(letter === 'award_letter' ? 'The award letter has not been written yet' : 'The covering letter has not been written yet');
  const caseDoc: Doc = await getDoc(ctx, caseRef.doctype, caseRef.name, { ignorePermissions: true });
  const neutralEmail = text(caseDoc.arbitrator) ?? text(caseDoc.mediator_email_id);
  const profile = await neutralProfile(ctx, neutralEmail);

  const clean = sanitizeEditorHtml(body);
  const profileImages = profile ? [profile.letterhead, profile.signature].filter((url): url is string => !!url) : [];
  const owners: [string, string][] = [['Award', name], [caseRef.doctype, caseRef.name]];
  if (profile) owners.push(['User Registration', profile.name]);
  const images = await ownImages(ctx, [...imageUrlsOf(clean), ...profileImages], owners);
  const inline = new Map([...images].map(([url, image]) => [url, dataUrl(image)]));

  const signer = text(caseDoc.arbitrator_name) ?? text(caseDoc.acceptance_by) ?? text(caseDoc.mediator_name) ?? neutralEmail ?? 'Arbitrator';
  const fileKind = kind.replace(/\s+/g, '-');
  const role = caseRef.kind === 'claim' ? 'arbitrator' : 'mediator';
  const confirmed =
    !!neutralEmail &&
    text(award.signature_confirmed_by)?.toLowerCase() === neutralEmail.toLowerCase() &&
    award.signature_confirmed_hash === awardLettersHash(award);
  return {
    caseRef,
    kind,
    date: text(award.award_date) ?? today(),
    title: `${kind} — ${caseRef.name}`,
    fileName: `${caseRef.name}-${fileKind}`,
    bodyHtml: embedImages(clean, inline),
    letterhead: letterhead && profile?.letterhead ? images.get(profile.letterhead) : undefined,
    signature: { image: profile?.signature ? images.get(profile.signature) : undefined, name: signer, role: caseRef.kind === 'claim' ? 'Sole Arbitrator' : 'Mediator' },
    // An arbitral award is made in writing and signed by the arbitrator (Arbitration and Conciliation
    // Act 1996, s.31(1)): the neutral's key signs only the letters they confirmed (sign_award);
    // until then the institution signs the copy the portal issues.
    ...(confirmed ? { signer: { email: neutralEmail!, name: signer } } : {}),
    reason: !confirmed
      ? `${kind} as saved, not yet signed by the ${role}; issued by the institution`
      : letter === 'award_letter' && caseRef.kind === 'claim'
        ? 'Award signed by the arbitrator (Arbitration and Conciliation Act 1996, s.31(1))'
        : `${kind} signed by the ${role}`,
  };
}

registerPrintFormat({
  doctype: 'Award',
  format: 'Award',
  isDefault: true,
  load: (ctx, name, options) => loadAwardLetter(ctx, name, 'award_letter', 'Award', options.letterhead),
});

registerPrintFormat({
  doctype: 'Award',
  format: 'Award Covering Letter',
  load: (ctx, name, options) => loadAwardLetter(ctx, name, 'award_covering_letter', 'Award Covering Letter', options.letterhead),
});

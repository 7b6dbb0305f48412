import { sha256 } from './cms';
import { read } from './der';

/*
 * PAdES signatures written into a PDF as an incremental update (ISO 32000-1 §7.5.6, §12.8): the
 * bytes already there are never changed, so every earlier signature stays valid and a reader
 * shows each revision. One update adds: the signature dictionary (/SubFilter
 * /ETSI.CAdES.detached, ETSI EN 319 142-1 §5.3), a signature field merged with its widget on the
 * first page (no appearance of its own: the printed signature block is the visible one), the
 * AcroForm (or a new version of it naming the new field), the catalog's Document Security Store
 * (/DSS: the certificates a validator needs years from now, ETSI EN 319 142-1 §5.4) and a
 * cross-reference section pointing back (/Prev) to the previous one.
 *
 * This reads the classic cross-reference tables that Chromium and this writer produce; a PDF with
 * cross-reference streams is refused.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');

interface Trailer {
  root: number;
  size: number;
  info: string | null;
  id: string | null;
  startxref: number;
}

/** Where each object's latest version starts, and the last trailer. */
function crossReference(pdf: Buffer): { offsets: Map<number, number>; trailer: Trailer } {
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('PDF: no startxref at the end');
  const startxref = Number(match[1]);
  const offsets = new Map<number, number>();
  let trailer: Trailer | null = null;
  const seen = new Set<number>();
  for (let at: number | null = startxref; at !== null; ) {
    if (seen.has(at)) throw new Error('PDF: cross-reference loop');
    seen.add(at);
    const section = pdf.subarray(at, Math.min(pdf.length, at + 20 * 1024 * 1024)).toString('latin1');
    if (!section.startsWith('xref')) throw new Error('PDF: cross-reference streams are not supported');
    const trailerAt = section.indexOf('trailer');
    const table = section.slice(4, trailerAt);
    const lines = table.split(/\r\n|\r|\n/).map((line) => line.trim()).filter(Boolean);
    let number = 0;
    for (const line of lines) {
      const parts = line.split(/\s+/);
      if (parts.length === 2) {
        number = Number(parts[0]);
        continue;
      }
      if (parts[2] === 'n' && !offsets.has(number)) offsets.set(number, Number(parts[0]));
      if (parts[2] === 'f' && !offsets.has(number)) offsets.set(number, -1);
      number += 1;
    }
    const dict = section.slice(trailerAt + 7, section.indexOf('startxref', trailerAt));
    const prev = /\/Prev\s+(\d+)/.exec(dict);
    if (!trailer) {
      const root = /\/Root\s+(\d+)\s+0\s+R/.exec(dict);
      const size = /\/Size\s+(\d+)/.exec(dict);
      if (!root || !size) throw new Error('PDF: trailer without /Root or /Size');
      trailer = {
        root: Number(root[1]),
        size: Number(size[1]),
        info: /\/Info\s+(\d+\s+0\s+R)/.exec(dict)?.[1] ?? null,
        id: /\/ID\s*(\[[^\]]*\])/.exec(dict)?.[1] ?? null,
        startxref,
      };
    }
    at = prev ? Number(prev[1]) : null;
  }
  return { offsets, trailer: trailer! };
}

/** The dictionary of object `number` (its text between `obj` and `endobj`). */
function objectDict(pdf: Buffer, offsets: Map<number, number>, number: number): string {
  const offset = offsets.get(number);
  if (offset === undefined || offset < 0) throw new Error(`PDF: object ${number} not found`);
  const text = pdf.subarray(offset, Math.min(pdf.length, offset + 64 * 1024)).toString('latin1');
  const head = /^\s*\d+\s+\d+\s+obj\s*/.exec(text);
  const end = text.indexOf('endobj');
  if (!head || end < 0) throw new Error(`PDF: object ${number} is malformed`);
  const body = text.slice(head[0].length, end).trim();
  if (/\bstream\b/.test(body)) throw new Error(`PDF: object ${number} is a stream`);
  return body;
}

/** `dict` with `entry` added before its closing `>>`. */
function withEntry(dict: string, entry: string): string {
  const close = dict.lastIndexOf('>>');
  if (!dict.startsWith('<<') || close < 0) throw new Error('PDF: not a dictionary');
  return `${dict.slice(0, close)}\n${entry}${dict.slice(close)}`;
}

/** A PDF text string: ASCII as a literal, anything else UTF-16BE with its byte-order mark. */
function pdfText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  return `<FEFF${Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export interface SignatureDetails {
  /** The signer's name, shown by readers (/Name). */
  name: string;
  /** Why (/Reason), e.g. "Award under s.31(1) of the Arbitration and Conciliation Act 1996". */
  reason: string;
  location?: string;
  /** The claimed signing time (/M); the time-stamp, when there is one, is the proof of time. */
  time: Date;
  /** Certificates for the Document Security Store (DER). */
  certificates: Buffer[];
  /** CRLs of those certificates for the Document Security Store (DER). */
  crls?: Buffer[];
  /** Bytes reserved for the CMS signature; it must fit. */
  reserve?: number;
}

/**
 * Adds one signature to `pdf`: `sign` gets the SHA-256 of the signed byte ranges and returns the
 * CMS SignedData (DER). Returns the new PDF (the old one followed by the update).
 */
export async function signPdf(pdf: Buffer, details: SignatureDetails, sign: (digest: Buffer) => Promise<Buffer>): Promise<Buffer> {
  const { offsets, trailer } = crossReference(pdf);
  const catalog = objectDict(pdf, offsets, trailer.root);
  const pagesRef = /\/Pages\s+(\d+)\s+0\s+R/.exec(catalog);
  if (!pagesRef) throw new Error('PDF: catalog without /Pages');
  let pageNumber = Number(pagesRef[1]);
  // Down the page tree to the first page.
  for (let depth = 0; depth < 32; depth += 1) {
    const node = objectDict(pdf, offsets, pageNumber);
    if (/\/Type\s*\/Page\b(?!s)/.test(node)) break;
    const kid = /\/Kids\s*\[\s*(\d+)\s+0\s+R/.exec(node);
    if (!kid) throw new Error('PDF: page tree without kids');
    pageNumber = Number(kid[1]);
  }
  const page = objectDict(pdf, offsets, pageNumber);

  let next = trailer.size;
  const signatureNumber = next++;
  const fieldNumber = next++;
  const objects = new Map<number, string>();

  // The field: a signature field merged with its widget, hidden in size, printed with the page.
  const existingFields = [...pdf.toString('latin1').matchAll(/\/FT\s*\/Sig/g)].length;
  objects.set(
    fieldNumber,
    `<</Type /Annot /Subtype /Widget /FT /Sig /F 132 /Rect [0 0 0 0] /T ${pdfText(`Signature${existingFields + 1}`)} /V ${signatureNumber} 0 R /P ${pageNumber} 0 R>>`,
  );

  // The first page names the widget among its annotations.
  const annots = /\/Annots\s*(\[[^\]]*\]|(\d+)\s+0\s+R)/.exec(page);
  if (!annots) objects.set(pageNumber, withEntry(page, `/Annots [${fieldNumber} 0 R]`));
  else if (annots[2]) {
    const array = objectDict(pdf, offsets, Number(annots[2]));
    objects.set(Number(annots[2]), `${array.slice(0, array.lastIndexOf(']'))} ${fieldNumber} 0 R]`);
  } else {
    objects.set(pageNumber, page.replace(annots[1], `${annots[1].slice(0, -1)} ${fieldNumber} 0 R]`));
  }

  // The AcroForm: a new one, or a new version of ours naming the field too.
  let newCatalog = catalog;
  const acroRef = /\/AcroForm\s+(\d+)\s+0\s+R/.exec(catalog);
  if (/\/AcroForm\s*<</.test(catalog)) throw new Error('PDF: an inline AcroForm is not supported');
  if (acroRef) {
    const form = objectDict(pdf, offsets, Number(acroRef[1]));
    const fields = /\/Fields\s*\[([^\]]*)\]/.exec(form);
    objects.set(
      Number(acroRef[1]),
      fields ? form.replace(fields[0], `/Fields [${fields[1].trim()} ${fieldNumber} 0 R]`) : withEntry(form, `/Fields [${fieldNumber} 0 R]`),
    );
  } else {
    const formNumber = next++;
    objects.set(formNumber, `<</Fields [${fieldNumber} 0 R] /SigFlags 3>>`);
    newCatalog = withEntry(newCatalog, `/AcroForm ${formNumber} 0 R`);
  }

  // The Document Security Store: every certificate of every signature so far (ETSI EN 319 142-1 §5.4.2).
  const dssRef = /\/DSS\s+(\d+)\s+0\s+R/.exec(catalog);
  const dss = dssRef ? objectDict(pdf, offsets, Number(dssRef[1])) : '';
  const refsOf = (key: string): string[] => [...(new RegExp(`/${key}\\s*\\[([^\\]]*)\\]`).exec(dss)?.[1].match(/\d+\s+0\s+R/g) ?? [])];
  const certRefs = refsOf('Certs');
  const crlRefs = refsOf('CRLs');
  const streams = new Map<number, Buffer>();
  const groups: [string[], Buffer[]][] = [[certRefs, details.certificates], [crlRefs, details.crls ?? []]];
  for (const [list, items] of groups) {
    for (const der of items) {
      const number = next++;
      streams.set(number, der);
      list.push(`${number} 0 R`);
    }
  }
  const dssNumber = dssRef ? Number(dssRef[1]) : next++;
  objects.set(dssNumber, `<</Certs [${certRefs.join(' ')}]${crlRefs.length > 0 ? ` /CRLs [${crlRefs.join(' ')}]` : ''}>>`);
  if (!dssRef) newCatalog = withEntry(newCatalog, `/DSS ${dssNumber} 0 R`);
  if (newCatalog !== catalog) objects.set(trailer.root, newCatalog);

  // The signature dictionary, its /Contents a run of zeros the signature is written over.
  const reserve = details.reserve ?? 16384;
  const byteRangePlaceholder = '/ByteRange [0 0000000000 0000000000 0000000000]';
  const contentsPlaceholder = `/Contents <${'0'.repeat(reserve * 2)}>`;
  const signature = [
    '<</Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached',
    byteRangePlaceholder,
    contentsPlaceholder,
    `/M ${pdfText(pdfDate(details.time))} /Name ${pdfText(details.name)} /Reason ${pdfText(details.reason)}${details.location ? ` /Location ${pdfText(details.location)}` : ''}>>`,
  ].join('\n');
  objects.set(signatureNumber, signature);

  // The update, object by object, then its cross-reference section and trailer.
  const chunks: Buffer[] = [latin1(pdf[pdf.length - 1] === 0x0a ? '' : '\n')];
  let length = pdf.length + chunks[0].length;
  const written = new Map<number, number>();
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  for (const [number, body] of [...objects].sort(([a], [b]) => a - b)) {
    written.set(number, length);
    push(latin1(`${number} 0 obj\n${body}\nendobj\n`));
  }
  for (const [number, content] of streams) {
    written.set(number, length);
    push(Buffer.concat([latin1(`${number} 0 obj\n<</Length ${content.length}>>\nstream\n`), content, latin1('\nendstream\nendobj\n')]));
  }
  const xrefAt = length;
  const numbers = [...written.keys()].sort((a, b) => a - b);
  let table = 'xref\n';
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j += 1;
    table += `${numbers[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k += 1) table += `${String(written.get(numbers[k])).padStart(10, '0')} 00000 n\r\n`;
    i = j + 1;
  }
  const size = Math.max(next, trailer.size);
  table += `trailer\n<</Size ${size} /Root ${trailer.root} 0 R${trailer.info ? ` /Info ${trailer.info}` : ''}${trailer.id ? ` /ID ${trailer.id}` : ''} /Prev ${trailer.startxref}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  push(latin1(table));
  const out = Buffer.concat([pdf, ...chunks]);

  // The byte ranges: everything but the /Contents hex string (its angle brackets included).
  const sigAt = written.get(signatureNumber)!;
  const sigText = out.subarray(sigAt, sigAt + signature.length + 64).toString('latin1');
  const contentsStart = sigAt + sigText.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = contentsStart + reserve * 2 + 2;
  const ranges = [0, contentsStart, contentsEnd, out.length - contentsEnd];
  const rangeText = `/ByteRange [${ranges.join(' ')}]`.padEnd(byteRangePlaceholder.length, ' ');
  const rangeAt = sigAt + sigText.indexOf('/ByteRange');
  out.write(rangeText, rangeAt, 'latin1');
  const digest = sha256(Buffer.concat([out.subarray(0, contentsStart), out.subarray(contentsEnd)]));
  const cms = await sign(digest);
  if (cms.length > reserve) throw new Error(`The signature (${cms.length} bytes) does not fit the ${reserve} bytes reserved`);
  out.write(cms.toString('hex').toUpperCase(), contentsStart + 1, 'latin1');
  return out;
}

export interface SignatureInfo {
  /** /ByteRange as written. */
  byteRange: number[];
  /** The CMS SignedData (DER, zero padding removed). */
  cms: Buffer;
  /** Whether the ranges cover the whole file but the signature: nothing was appended since. */
  coversWholeFile: boolean;
}

/** The signatures in a PDF, in the order they were written. */
export function signaturesOf(pdf: Buffer): SignatureInfo[] {
  const found: SignatureInfo[] = [];
  for (const match of pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const byteRange = match.slice(1, 5).map(Number);
    const padded = Buffer.from(pdf.subarray(byteRange[1] + 1, byteRange[2] - 1).toString('latin1'), 'hex');
    found.push({ byteRange, cms: Buffer.from(read(padded).raw), coversWholeFile: byteRange[2] + byteRange[3] === pdf.length });
  }
  return found;
}

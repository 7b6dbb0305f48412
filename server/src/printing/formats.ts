import type { RequestContext } from '../core/context';
import { ValidationError } from '../core/errors';
import type { CaseRef } from '../doctypes/cases/case-effects';

/** An image the printed page carries inline (the renderer loads nothing from outside). */
export interface EmbeddedImage {
  mime: string;
  content: Buffer;
}

/** What a print format hands the PDF service: the document, checked for this reader, as HTML. */
export interface PrintableDocument {
  caseRef: CaseRef;
  /** What the verification page calls it, e.g. "Award", "Award Covering Letter". */
  kind: string;
  /** The document's date (YYYY-MM-DD), shown on the verification page. */
  date: string;
  title: string;
  /** Download name without extension, e.g. "ARB-00003-Award". */
  fileName: string;
  /** Clean body HTML whose images are already data: URLs. */
  bodyHtml: string;
  letterhead?: EmbeddedImage;
  signature?: { image?: EmbeddedImage; name: string; role: string };
  /**
   * Who signs the PDF digitally (PAdES): the neutral who issues it (their e-mail and name), or,
   * when absent, the institution. `reason` is what the signature says it is for.
   */
  signer?: { email: string; name: string };
  reason?: string;
}

export interface PrintFormat {
  doctype: string;
  /** Frappe's print format name, the `format` parameter of download_pdf. */
  format: string;
  /** Used when download_pdf names no format. */
  isDefault?: boolean;
  /**
   * false: never rendered ahead by the prerender job (a bundle assembled for its reader at the
   * moment it is asked for, refused until the law allows it, like the execution kit).
   */
  prerender?: false;
  /**
   * Loads the document for `ctx.user`: the access check lives here (read it through the engine,
   * so the row rules answer 403/404 exactly as `/api/resource` does), then builds the HTML.
   */
  load(ctx: RequestContext, name: string, options: { letterhead: boolean }): Promise<PrintableDocument>;
}

const formats = new Map<string, PrintFormat>();
const keyOf = (doctype: string, format: string) => `${doctype}\u0000${format}`;

/** Adds a print format (an Invoice format registers itself the same way). */
export function registerPrintFormat(format: PrintFormat): void {
  const key = keyOf(format.doctype, format.format);
  if (formats.has(key)) throw new Error(`Print format ${format.format} of ${format.doctype} is already registered`);
  formats.set(key, format);
}

/** The format asked for, or the doctype's default; 417 as Frappe answers an unknown one. */
export function printFormatFor(doctype: string, format?: string): PrintFormat {
  const found = format
    ? formats.get(keyOf(doctype, format))
    : [...formats.values()].find((candidate) => candidate.doctype === doctype && candidate.isDefault);
  if (!found) throw new ValidationError(format ? `Print format ${format} of ${doctype} not found` : `No print format for ${doctype}`);
  return found;
}

/** Every format of a doctype (its PDFs rendered ahead by the prerender job). */
export function printFormatsOf(doctype: string): PrintFormat[] {
  return [...formats.values()].filter((format) => format.doctype === doctype);
}

export interface DetectedType {
  extension: string;
  mime: string;
}

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The bytes a type is told by: magic numbers, and an OpenDocument's "mimetype" entry up to byte 120. */
const HEAD_BYTES = 120;

/** What the first bytes allow, and what the rest of the file must still show for it. */
interface HeadVerdict {
  type: DetectedType;
  confirm?: Confirmation;
}

/** A check over the whole content, fed chunk by chunk. */
interface Confirmation {
  update(chunk: Buffer): void;
  holds(): boolean;
}

/**
 * The file's real type from its content, limited to the allow-list; null when not allowed.
 * The client's file name only decides between formats that share a container (zip, plain text).
 */
export function detectFileType(content: Buffer, fileName: string): DetectedType | null {
  const sniffer = new FileTypeSniffer(fileName);
  sniffer.update(content);
  return sniffer.result();
}

/**
 * detectFileType for content that streams past: `update` with each chunk in order, then `result`.
 * The first bytes already tell the most a file can be (`candidate`), so a refused type is known
 * before anything is stored; an office file's part names and a text file's encoding are confirmed
 * over the rest of it.
 */
export class FileTypeSniffer {
  private readonly extension: string;
  private head: Buffer[] = [];
  private headLength = 0;
  private verdict?: HeadVerdict | null;

  constructor(fileName: string) {
    this.extension = fileName.toLowerCase().split('.').pop() ?? '';
  }

  /** Whether the first bytes have been seen (else `candidate` waits for the end of the file). */
  get decided(): boolean {
    return this.verdict !== undefined;
  }

  update(chunk: Buffer): void {
    if (this.verdict === undefined) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= HEAD_BYTES) this.decide();
    } else {
      this.verdict?.confirm?.update(chunk);
    }
  }

  /** The type the first bytes allow (the file may still fail its confirmation); null: refused. */
  candidate(): DetectedType | null {
    if (this.verdict === undefined) this.decide();
    return this.verdict?.type ?? null;
  }

  /** The file's type, once all of it has been fed. */
  result(): DetectedType | null {
    const type = this.candidate();
    return type && (this.verdict?.confirm?.holds() ?? true) ? type : null;
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = fromHead(head, this.extension);
    this.verdict?.confirm?.update(head);
  }
}

function fromHead(head: Buffer, extension: string): HeadVerdict | null {
  const is = (type: DetectedType): HeadVerdict => ({ type });
  if (startsWith(head, ascii('%PDF-'))) return is({ extension: 'pdf', mime: 'application/pdf' });
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return is({ extension: 'png', mime: 'image/png' });
  if (startsWith(head, [0xff, 0xd8, 0xff])) return is({ extension: 'jpg', mime: 'image/jpeg' });
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return is({ extension: 'gif', mime: 'image/gif' });
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return is({ extension: 'webp', mime: 'image/webp' });
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeType(head, extension);
  // Legacy Word / Excel (OLE compound file): lenders' statements still come as .xls.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && (extension === 'doc' || extension === 'xls')) {
    return is({ extension, mime: mimeFor(extension) });
  }
  if (extension === 'csv') return { type: { extension: 'csv', mime: 'text/csv' }, confirm: plainText() };
  if (extension === 'txt') return { type: { extension: 'txt', mime: 'text/plain' }, confirm: plainText() };
  return null;
}

/** A docx/xlsx/pptx/odt/ods is a zip whose entry names (stored as plain text) include the main part. */
function officeType(head: Buffer, extension: string): HeadVerdict | null {
  const mainPart: Record<string, string> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };
  if (mainPart[extension]) return { type: { extension, mime: mimeFor(extension) }, confirm: containing(mainPart[extension]) };
  // OpenDocument: the first entry is an uncompressed "mimetype" file naming the format.
  for (const [odf, mime] of [['odt', 'application/vnd.oasis.opendocument.text'], ['ods', 'application/vnd.oasis.opendocument.spreadsheet']]) {
    if (extension === odf && head.subarray(30, 120).includes(`mimetype${mime}`)) return { type: { extension, mime } };
  }
  return null;
}

/** The text appears somewhere in the content (also across two chunks). */
function containing(text: string): Confirmation {
  const needle = Buffer.from(text);
  let found = false;
  let tail = Buffer.alloc(0);
  return {
    update(chunk) {
      if (found) return;
      found = chunk.includes(needle) || Buffer.concat([tail, chunk.subarray(0, needle.length - 1)]).includes(needle);
      const joined = chunk.length < needle.length - 1 ? Buffer.concat([tail, chunk]) : chunk;
      tail = Buffer.from(joined.subarray(Math.max(0, joined.length - (needle.length - 1))));
    },
    holds: () => found,
  };
}

/** UTF-8 without NUL bytes throughout. */
function plainText(): Confirmation {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  let ended = false;
  const decode = (chunk?: Buffer) => {
    try {
      decoder.decode(chunk, { stream: chunk !== undefined });
    } catch {
      ok = false;
    }
  };
  return {
    update(chunk) {
      if (!ok) return;
      if (chunk.includes(0)) ok = false;
      else decode(chunk);
    },
    holds() {
      // A character cut off by the end of the file.
      if (ok && !ended) decode();
      ended = true;
      return ok;
    },
  };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function mimeFor(extension: string): string {
  return MIME_BY_EXTENSION[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** Types a browser may show in a tab; everything else (and any .html/.svg/.xml) downloads. */
export function isInlineSafe(extension: string): boolean {
  return ['pdf', 'png', 'jpg', 'gif', 'webp'].includes(extension.toLowerCase());
}

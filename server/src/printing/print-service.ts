import { createHash, randomInt } from 'node:crypto';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';
import type { AppliedSignature, PadesSigner } from '../signatures/pades';
import { documentHtml, footerTemplate } from './document-html';
import type { PrintableDocument, PrintFormat } from './formats';
import type { PdfRenderer } from './renderer';

export interface IssuedPdf {
  pdf: Buffer;
  code: string;
  sha256: string;
}

export interface VerificationRecord {
  code: string;
  case: string;
  document_kind: string;
  document_date: string | null;
  sha256: string;
  /** The PDF's digital signature, when it was signed. */
  signature: { signer: string; subject: string; issuer: string; serial: string; time: string; timestamped: boolean } | null;
}

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: about 50 bits, so codes cannot be guessed. */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function normaliseCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const compact = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null;
}

export const sha256Of = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/**
 * Issues PDFs: each distinct content is rendered once, stored (key: its content hash) and
 * registered under a verification code; asking again for the same content returns the same PDF.
 */
export class PrintService {
  private readonly inFlight = new Map<string, Promise<IssuedPdf>>();

  constructor(
    private readonly services: AppServices,
    readonly renderer: PdfRenderer,
    /** Signs every PDF issued (PAdES); null issues them unsigned. */
    readonly signing: PadesSigner | null = null,
  ) {}

  issue(format: PrintFormat, name: string, doc: PrintableDocument, verifyBase: string): Promise<IssuedPdf> {
    const html = documentHtml(doc);
    // Who signs is part of the content: a confirmation by the neutral issues a newly signed PDF.
    const contentHash = sha256Of(JSON.stringify([format.doctype, format.format, name, verifyBase, html, ...(this.signing ? [doc.signer?.email ?? 'institution', doc.reason ?? ''] : [])]));
    const running = this.inFlight.get(contentHash);
    if (running) return running;
    const job = this.cached(contentHash)
      .then((hit) => hit ?? this.render(format, name, doc, html, contentHash, verifyBase))
      .finally(() => this.inFlight.delete(contentHash));
    this.inFlight.set(contentHash, job);
    return job;
  }

  private async cached(contentHash: string): Promise<IssuedPdf | null> {
    const { rows } = await this.services.db.query<{ name: string; sha256: string }>(
      `SELECT "name", "sha256" FROM "tabPrint Verification" WHERE "content_hash" = $1 ORDER BY "creation" DESC LIMIT 1`,
      [contentHash],
    );
    const row = rows[0];
    if (!row) return null;
    const pdf = await this.services.storage.get(`${contentHash}.pdf`);
    return pdf && sha256Of(pdf) === row.sha256 ? { pdf, code: row.name, sha256: row.sha256 } : null;
  }

  private async render(format: PrintFormat, name: string, doc: PrintableDocument, html: string, contentHash: string, verifyBase: string): Promise<IssuedPdf> {
    const code = newVerificationCode();
    let pdf = await this.renderer.render(html, { footerTemplate: footerTemplate(code, `${verifyBase}/verify/${code}`) });
    let signature: AppliedSignature | null = null;
    if (this.signing) {
      const signer = await this.signing.documentSignerFor(doc.signer ? { kind: 'neutral', ...doc.signer } : { kind: 'institution' });
      ({ pdf, signature } = await this.signing.sign(pdf, signer, { name: doc.signer?.name, reason: doc.reason ?? `${doc.kind} issued by the institution` }));
    }
    const sha256 = sha256Of(pdf);
    const key = `${contentHash}.pdf`;
    await this.services.storage.delete(key);
    await this.services.storage.put(key, pdf);
    await insertDoc(
      contextFor(this.services, SYSTEM_USER),
      'Print Verification',
      {
        name: code,
        case_doctype: doc.caseRef.doctype,
        case_name: doc.caseRef.name,
        ref_doctype: format.doctype,
        ref_name: name,
        print_format: format.format,
        document_kind: doc.kind,
        document_date: doc.date,
        sha256,
        content_hash: contentHash,
        ...(signature
          ? {
              signer_name: signature.signer,
              certificate_subject: signature.subject,
              certificate_issuer: signature.issuer,
              certificate_serial: signature.serial,
              signed_at: signature.time.replace('T', ' ').replace('Z', ''),
              timestamped: signature.timestamped ? 1 : 0,
            }
          : {}),
      },
      { ignorePermissions: true },
    );
    return { pdf, code, sha256 };
  }

  /** What the public may know of an issued PDF: nothing but case number, kind, date and hash. */
  async verification(code: unknown): Promise<VerificationRecord | null> {
    const name = normaliseCode(code);
    if (!name) return null;
    const { rows } = await this.services.db.query<{
      name: string;
      case_name: string;
      document_kind: string;
      document_date: string | null;
      sha256: string;
      signer_name: string | null;
      certificate_subject: string | null;
      certificate_issuer: string | null;
      certificate_serial: string | null;
      signed_at: string | Date | null;
      timestamped: number | null;
    }>(
      `SELECT "name", "case_name", "document_kind", "document_date", "sha256", "signer_name", "certificate_subject", "certificate_issuer", "certificate_serial", "signed_at", "timestamped" FROM "tabPrint Verification" WHERE "name" = $1`,
      [name],
    );
    const row = rows[0];
    if (!row) return null;
    const signedAt = row.signed_at instanceof Date ? row.signed_at.toISOString() : row.signed_at ? `${String(row.signed_at).replace(' ', 'T').slice(0, 19)}Z` : null;
    return {
      code: row.name,
      case: row.case_name,
      document_kind: row.document_kind,
      document_date: row.document_date ? String(row.document_date).slice(0, 10) : null,
      sha256: row.sha256,
      signature:
        row.signer_name && signedAt
          ? { signer: row.signer_name, subject: row.certificate_subject ?? '', issuer: row.certificate_issuer ?? '', serial: row.certificate_serial ?? '', time: signedAt, timestamped: !!row.timestamped }
          : null,
    };
  }
}

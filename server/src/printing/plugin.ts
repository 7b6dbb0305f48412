import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../core/context';
import { pathMethods, type MethodArgs } from '../core/methods';
import { DoesNotExistError, PermissionError, ValidationError } from '../core/errors';
import { isGuest } from '../core/session-user';
import { newCspNonce } from '../security/headers';
import { queryOf, requestContext } from '../routes/request-context';
import './award-formats';
import './invoice-format';
import '../notices/affidavit-format';
import '../notices/evidence-format';
import '../notices/execution-kit-format';
import { printFormatFor } from './formats';
import { PrintService, sha256Of, type VerificationRecord } from './print-service';
import { enablePrerendering, PDF_QUEUE, renderPdfJob, type PdfJobData } from './prerender';
import { chromiumRenderer, type PdfRenderer } from './renderer';
import { verificationPage } from './verify-page';
import { PadesSigner, type SigningOptions } from '../signatures/pades';
import { inspectPdfSignatures, type PdfSignatureReport } from '../signatures/inspect';

export interface PrintingOptions {
  /** Chromium to print with; default CHROMIUM_PATH or /usr/bin/chromium (null: printing unavailable). */
  renderer?: PdfRenderer;
  /** The portal's public address for the verification URL printed on every PDF; default the request's. */
  publicUrl?: string;
  /** This process runs background jobs (JOBS_RUN): it renders PDFs ahead (`prerender.ts`). */
  runJobs?: boolean;
  /**
   * PAdES signatures on every PDF issued: the institution's PKCS#12 file and a time-stamp
   * authority; without a file a demo chain is made at first use. `false`: PDFs are not signed.
   */
  signing?: SigningOptions | false;
}

const services = new WeakMap<object, PrintService>();

function serviceOf(app: FastifyInstance): PrintService {
  const service = services.get(app.services);
  if (!service) throw new Error('Printing is not set up');
  return service;
}

const flag = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Frappe's `frappe.utils.print_format.download_pdf`: doctype, name, optional format (the
 * doctype's default otherwise) and no_letterhead; `download=1` asks for an attachment. The print
 * format reads the document as the caller (403/404 as the resource API); the PDF carries a
 * verification code.
 */
async function downloadPdf(request: FastifyRequest, reply: FastifyReply, options: PrintingOptions) {
  if (isGuest(request.user)) throw new PermissionError('You are not permitted to access this resource. Login to access');
  const args = queryOf(request);
  const doctype = typeof args.doctype === 'string' ? args.doctype : '';
  const name = typeof args.name === 'string' ? args.name : '';
  if (!doctype || !name) throw new ValidationError('doctype and name are required');
  const format = printFormatFor(doctype, typeof args.format === 'string' && args.format !== '' && args.format !== 'Standard' ? args.format : undefined);
  const ctx = requestContext(request, reply);
  const letterhead = !flag(args.no_letterhead) && args.letterhead !== 'None';
  const doc = await format.load(ctx, name, { letterhead });
  const base = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const issued = await serviceOf(request.server).issue(format, name, doc, base);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(flag(args.download) ? 'attachment' : 'inline', `${doc.fileName}.pdf`))
    .header('Cache-Control', 'private, no-store')
    .header('X-Verification-Code', issued.code)
    .send(issued.pdf);
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, body: (nonce: string) => string) {
  const nonce = newCspNonce();
  request.cspNonce = nonce;
  return reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body(nonce));
}

async function verifyRoute(request: FastifyRequest, reply: FastifyReply) {
  const { code } = request.params as { code: string };
  const record = await serviceOf(request.server).verification(code);
  let check: boolean | undefined;
  let signatures: PdfSignatureReport | undefined;
  if (record && request.method === 'POST' && request.isMultipart()) {
    const file = await request.file();
    if (file) {
      const content = await file.toBuffer();
      check = sha256Of(content) === record.sha256;
      // The copy's own signatures, checked here as any PDF reader would: who, when, and what changed since.
      signatures = inspectPdfSignatures(content);
    }
  }
  return sendPage(request, reply, record ? 200 : 404, (nonce) => verificationPage({ code, record, check, signatures, nonce }));
}

export async function printingPlugin(app: FastifyInstance, options: PrintingOptions): Promise<void> {
  const renderer = options.renderer ?? chromiumRenderer();
  const signing = options.signing === false ? null : new PadesSigner(app.services.db, options.signing ?? {});
  const print = new PrintService(app.services, renderer, signing);
  services.set(app.services, print);
  if (options.publicUrl) enablePrerendering(app.services, options.publicUrl);
  if (options.publicUrl && options.runJobs) {
    // One render at a time per process: Chromium is the heavy part, and downloads share it.
    app.addHook('onReady', () =>
      app.services.jobs.work<PdfJobData>(PDF_QUEUE, (job) =>
        renderPdfJob(app.services, print, job, (error) => app.log.error({ err: error, pdf: job.data }, 'rendering a PDF ahead failed')),
      ),
    );
  }
  app.addHook('onClose', () => renderer.close());
  // A PDF is a document, not an API reply: the browser's viewer must be allowed to show it
  // (the sandbox of the API policy would block it); nothing in it may load anything.
  app.addHook('onSend', async (request, reply) => {
    if (String(reply.getHeader('Content-Type') ?? '').startsWith('application/pdf')) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
    }
  });
  for (const prefix of ['/api', '/api/v1']) {
    app.get(`${prefix}/method/frappe.utils.print_format.download_pdf`, (request, reply) => downloadPdf(request, reply, options));
  }
  app.get('/verify/:code', verifyRoute);
  app.post('/verify/:code', verifyRoute);
}

/** The public check as JSON: `code`, optional `sha256` of a copy to compare. */
async function verifyDocument(ctx: RequestContext, args: MethodArgs) {
  const service = services.get(ctx.services);
  const record: VerificationRecord | null | undefined = await service?.verification(args.code);
  if (!record) throw new DoesNotExistError('No document has this verification code');
  const copy = typeof args.sha256 === 'string' ? args.sha256.trim().toLowerCase() : null;
  return copy ? { ...record, matches: copy === record.sha256 } : record;
}

export const printMethods = pathMethods({ 'arbitroute.api.print.verify_document': verifyDocument });

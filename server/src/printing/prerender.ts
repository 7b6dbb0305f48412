import { contextFor, type RequestContext } from '../core/context';
import { DoesNotExistError } from '../core/errors';
import { SYSTEM_USER } from '../core/session-user';
import { isLastAttempt, type Job, type QueueDefinition } from '../jobs';
import type { AppServices } from '../services';
import { printFormatFor, printFormatsOf, type PrintableDocument } from './formats';
import type { PrintService } from './print-service';

/** The job that renders one document's PDF in one format ahead of its first download. */
export const PDF_QUEUE = 'pdf-render';

export interface PdfJobData {
  doctype: string;
  name: string;
  format: string;
}

/**
 * Chromium can fail for a passing reason (out of memory, a crash while starting): the render is
 * tried again from 30 s, doubling. A render takes seconds; one still running after 5 minutes is
 * taken to be lost with its process and runs elsewhere.
 */
export const PDF_QUEUE_DEFINITION: QueueDefinition = {
  name: PDF_QUEUE,
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 300,
  unique: true,
};

/** Services whose PDFs are rendered ahead: those that know the public address printed on them. */
const prerendering = new WeakMap<object, string>();

export function enablePrerendering(services: AppServices, publicUrl: string): void {
  prerendering.set(services, publicUrl.replace(/\/+$/, ''));
}

/**
 * Asks for a document's PDFs (every format of its doctype) to be rendered by a job, so the first
 * party to download one does not wait for Chromium. Sent inside the caller's transaction, so a
 * save that rolls back asks for nothing; one job per document and format waits at a time. Without
 * a configured public address (`PUBLIC_URL`) nothing is rendered ahead: the address printed on a
 * PDF comes from the request that asks for it.
 */
export async function requestPdfPrerender(ctx: RequestContext, doctype: string, name: string): Promise<void> {
  if (!prerendering.has(ctx.services)) return;
  for (const format of printFormatsOf(doctype).filter((candidate) => candidate.prerender !== false)) {
    // A second's delay: the in-process queue (PGlite) would otherwise start before the save commits.
    await ctx.services.jobs.send<PdfJobData>(PDF_QUEUE, { doctype, name, format: format.format }, {
      singletonKey: `${doctype}:${name}:${format.format}`,
      startAfterSeconds: 1,
    });
  }
}

/**
 * Renders one PDF into the print cache and registers its verification code, exactly as a download
 * would (`PrintService.issue`: the same content gives the same PDF and code). The document is read
 * as the system; what it prints does not depend on the reader. A document gone (deleted, no longer
 * printable) ends the job quietly; a failed render is retried, and after the last attempt the
 * first download renders it.
 */
export async function renderPdfJob(services: AppServices, print: PrintService, job: Job<PdfJobData>, giveUp: (error: unknown) => void): Promise<void> {
  const publicUrl = prerendering.get(services);
  if (!publicUrl) return;
  const { doctype, name, format: formatName } = job.data;
  const format = printFormatFor(doctype, formatName);
  const ctx = contextFor(services, SYSTEM_USER);
  let doc: PrintableDocument;
  try {
    doc = await format.load(ctx, name, { letterhead: true });
  } catch (error) {
    if (error instanceof DoesNotExistError) return;
    throw error;
  }
  try {
    await print.issue(format, name, doc, publicUrl);
  } catch (error) {
    if (isLastAttempt(job)) return giveUp(error);
    throw error;
  }
}

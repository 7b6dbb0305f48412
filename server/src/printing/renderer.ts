import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { AppError } from '../core/errors';

/** The PDF service cannot run here (no Chromium): the rest of the portal keeps working. */
export class PrintUnavailableError extends AppError {
  override readonly excType = 'ServiceUnavailableError';
  override readonly statusCode = 503;
  override readonly title = 'PDF not available';
}

export interface PdfOptions {
  /** Chromium's footer template (page numbers, verification line); rendered in its own isolated page. */
  footerTemplate: string;
}

export interface PdfRenderer {
  render(html: string, options: PdfOptions): Promise<Buffer>;
  close(): Promise<void>;
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** The flags the e2e tests use too; --disable-background-networking: no update or metrics calls. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** At most this many documents print at once; more wait their turn. */
export const MAX_PAGES = 2;
const RENDER_TIMEOUT_MS = 30_000;

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  return existsSync(candidate) ? candidate : null;
}

/** A counting semaphore: `run` waits while `size` tasks are running. */
export class Pool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most that ran at once (figures for tests and benchmarks). */
  peak = 0;

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Prints HTML to A4 PDF in the system Chromium. The page gets nothing from outside: JavaScript is
 * off, the context is offline and every request is aborted, so only what the HTML carries inline
 * (its text and the data: images the print format embedded) reaches the PDF — no SSRF, no file://.
 * One browser process, started on first use; at most MAX_PAGES pages at once.
 */
export function chromiumRenderer(executablePath: string | null = chromiumPath()): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  const pool = new Pool(MAX_PAGES);

  const launch = (): Promise<Browser> => {
    if (!executablePath) throw new PrintUnavailableError('PDF printing is not available on this server (Chromium not found; set CHROMIUM_PATH)');
    // Playwright is loaded with the first print, not at start-up: its two bundles (7 MB of source)
    // held 20–40 MiB of every idle server, printing or not.
    browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: RENDER_TIMEOUT_MS }))
      .then(
        (started) => {
          // A crashed browser is started again by the next print.
          started.on('disconnected', () => {
            browser = null;
          });
          return started;
        },
        (error: unknown) => {
          browser = null;
          throw new PrintUnavailableError(`PDF printing is not available on this server (Chromium did not start: ${(error as Error).message.split('\n')[0]})`);
        },
      );
    return browser;
  };

  return {
    render(html, options) {
      return pool.run(async () => {
        const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block', acceptDownloads: false });
        try {
          await context.route('**/*', (route) => route.abort('blockedbyclient'));
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
          return await page.pdf({
            format: 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: options.footerTemplate,
            margin: { top: '18mm', bottom: '22mm', left: '18mm', right: '18mm' },
          });
        } finally {
          await context.close().catch(() => undefined);
        }
      });
    },
    async close() {
      const started = browser;
      browser = null;
      if (started) await (await started.catch(() => null))?.close().catch(() => undefined);
    },
  };
}

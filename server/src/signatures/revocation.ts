import { X509Certificate } from 'node:crypto';
import { children, oidText, read, type Element } from './der';

/*
 * Revocation data for long-term validation (ETSI EN 319 142-1 §5.4, PAdES B-LT): the CRL of each
 * certificate's issuer, fetched from the certificate's CRL distribution point (RFC 5280 §4.2.1.13)
 * and kept in the Document Security Store with the certificates, so a validator years from now
 * sees that no certificate was revoked when the document was signed. A CRL is fetched once per
 * URL until its nextUpdate (at most an hour); a CA that does not answer leaves its CRL out (the
 * signature stands; its revocation is then checked online by the reader).
 */

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';

/** The http(s) URLs of a certificate's CRL distribution points. */
export function crlUrls(certificate: Buffer): string[] {
  const tbs = children(children(read(certificate))[0]);
  const extensions = tbs.find((field) => field.tag === 0xa3);
  if (!extensions) return [];
  const urls: string[] = [];
  for (const extension of children(children(extensions)[0])) {
    const parts = children(extension);
    if (oidText(parts[0]) !== CRL_DISTRIBUTION_POINTS) continue;
    const value = read(parts[parts.length - 1].content);
    const walk = (element: Element) => {
      if (element.tag === 0x86) {
        const url = element.content.toString('latin1');
        if (/^https?:\/\//.test(url)) urls.push(url);
      } else if (element.tag & 0x20) children(element).forEach(walk);
    };
    walk(value);
  }
  return urls;
}

interface Cached {
  crl: Buffer | null;
  until: number;
}

const HOUR = 60 * 60 * 1000;

/** Fetches and caches CRLs for the certificates of a chain. */
export class RevocationData {
  private readonly cache = new Map<string, Promise<Cached>>();

  constructor(private readonly options: { timeoutMs?: number; onError?: (url: string, error: unknown) => void } = {}) {}

  /** The CRLs (DER) of every certificate of `chain` that names a distribution point and is not self-signed. */
  async crlsFor(chain: Buffer[]): Promise<Buffer[]> {
    const urls = new Set<string>();
    for (const der of chain) {
      const certificate = new X509Certificate(der);
      if (certificate.checkIssued(certificate)) continue;
      for (const url of crlUrls(der)) urls.add(url);
    }
    const found = await Promise.all([...urls].map((url) => this.fetch(url)));
    return found.filter((crl): crl is Buffer => crl !== null);
  }

  private async fetch(url: string): Promise<Buffer | null> {
    const now = Date.now();
    let entry = this.cache.get(url);
    const current = entry ? await entry : null;
    if (!entry || !current || current.until <= now) {
      entry = this.download(url);
      this.cache.set(url, entry);
    }
    return (await entry).crl;
  }

  private async download(url: string): Promise<Cached> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const crl = Buffer.from(await response.arrayBuffer());
      // CertificateList ::= SEQUENCE { tbsCertList, signatureAlgorithm, signature }; nextUpdate is the tbs's 5th field when present.
      const tbs = children(children(read(crl))[0]);
      const start = tbs[0].tag === 0x02 ? 1 : 0;
      const next = tbs[start + 3];
      const nextUpdate = next && (next.tag === 0x17 || next.tag === 0x18) ? timeOf(next) : now() + HOUR;
      return { crl, until: Math.min(nextUpdate, now() + HOUR) };
    } catch (error) {
      this.options.onError?.(url, error);
      // Asked again after a minute, not at every signature.
      return { crl: null, until: now() + 60_000 };
    }
  }
}

const now = () => Date.now();

function timeOf(element: Element): number {
  const text = element.content.toString('latin1');
  const full = element.tag === 0x17 ? `${Number(text.slice(0, 2)) >= 50 ? '19' : '20'}${text}` : text;
  return Date.UTC(Number(full.slice(0, 4)), Number(full.slice(4, 6)) - 1, Number(full.slice(6, 8)), Number(full.slice(8, 10)), Number(full.slice(10, 12)), Number(full.slice(12, 14)));
}

import { randomBytes } from 'node:crypto';
import { bool, children, integer, nullValue, octets, oid, read, seq } from './der';
import { OID, sha256 } from './cms';

/**
 * An RFC 3161 time-stamp authority: PAdES baseline B-T puts its token on the signature value
 * (the signature-time-stamp unsigned attribute, ETSI EN 319 122-1 §5.3), proving the signature
 * existed at that time whatever the signer's clock claimed.
 */
export interface TimeStamper {
  /** The TimeStampToken (a CMS ContentInfo, DER) over SHA-256 of `data`. */
  stamp(data: Buffer): Promise<Buffer>;
}

export class TimeStampError extends Error {}

/** Asks the TSA at `url` (HTTP POST application/timestamp-query, RFC 3161 §3.4). */
export function httpTimeStamper(url: string, options: { timeoutMs?: number } = {}): TimeStamper {
  return {
    async stamp(data) {
      const nonce = randomBytes(8);
      nonce[0] &= 0x7f;
      const request = seq(integer(1), seq(seq(oid(OID.sha256), nullValue()), octets(sha256(data))), integer(nonce), bool(true));
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/timestamp-query' },
        body: request,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new TimeStampError(`The time-stamp authority answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const [status, token] = children(read(body));
      const code = children(status)[0];
      // PKIStatus granted (0) or grantedWithMods (1).
      if (!code || code.content.length !== 1 || code.content[0] > 1 || !token) throw new TimeStampError('The time-stamp authority refused the request');
      return Buffer.from(token.raw);
    },
  };
}

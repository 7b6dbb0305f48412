import type { KeyObject } from 'node:crypto';
import { detachedSignature, timeStampAttribute } from './cms';
import type { TimeStamper } from './timestamp';

/** Who a signature is made for: the neutral who issues a document, or the institution. */
export interface SignatureRequest {
  /** SHA-256 of the PDF's signed byte ranges. */
  digest: Buffer;
  /** The signer's name as shown (for an eSign provider: the person who signs with Aadhaar). */
  signerName: string;
}

export interface MadeSignature {
  /** CMS SignedData (DER) to embed in the PDF's /Contents. */
  cms: Buffer;
  /** DER certificates, signer first, for the PDF's Document Security Store. */
  chain: Buffer[];
}

/**
 * One interface for every way a signature is made: a PKCS#12 key the server holds (the default),
 * an Indian eSign service provider (Aadhaar eSign: the hash is sent, a PKCS#7 signature comes
 * back) or a hardware token. The document and its byte ranges stay here; only the digest leaves.
 */
export interface Signer {
  readonly kind: 'pkcs12' | 'esign';
  sign(request: SignatureRequest): Promise<MadeSignature>;
}

/** A key held by the server (read from a PKCS#12 file, or the demo chain): signs here, with a time-stamp when a TSA is set. */
export class KeySigner implements Signer {
  readonly kind = 'pkcs12' as const;

  constructor(
    private readonly key: KeyObject,
    readonly chain: Buffer[],
    private readonly timeStamper?: TimeStamper | null,
  ) {}

  async sign(request: SignatureRequest): Promise<MadeSignature> {
    const stamper = this.timeStamper;
    const cms = await detachedSignature(
      request.digest,
      { key: this.key, chain: this.chain },
      stamper ? async (value) => [timeStampAttribute(await stamper.stamp(value))] : undefined,
    );
    return { cms, chain: this.chain };
  }
}

import { X509Certificate } from 'node:crypto';
import type { Db } from '../db';
import { signPdf } from './pdf-signature';
import { SigningKeys, type SignerIdentity, type SigningConfig } from './keys';
import { KeySigner, type Signer } from './signer';
import { EsignSigner, type EsignOptions } from './esign';
import { RevocationData } from './revocation';
import { httpTimeStamper, type TimeStamper } from './timestamp';

export interface SigningOptions extends SigningConfig {
  /** An RFC 3161 time-stamp authority (SIGNING_TSA_URL): signatures become PAdES B-T. */
  tsaUrl?: string;
  /** SIGNING_PROVIDER=esign: the neutrals sign through this eSign service provider (`provider.ts`). */
  esign?: EsignOptions;
}

/** What a signature on an issued PDF says, kept with its verification code. */
export interface AppliedSignature {
  signer: string;
  /** The certificate's subject and issuer as RFC 2253 text, and its serial number (hex). */
  subject: string;
  issuer: string;
  serial: string;
  /** ISO time the signature claims (/M). */
  time: string;
  timestamped: boolean;
}

/**
 * Signs PDFs (PAdES, ETSI EN 319 142-1): the key of the neutral or of the institution, a
 * time-stamp when a TSA is configured, the certificates in the Document Security Store.
 */
export class PadesSigner {
  readonly keys: SigningKeys;
  private readonly timeStamper: TimeStamper | null;
  private readonly revocation = new RevocationData();
  private readonly esign: EsignOptions | undefined;

  constructor(db: Db, options: SigningOptions = {}) {
    this.keys = new SigningKeys(db, options);
    this.timeStamper = options.tsaUrl ? httpTimeStamper(options.tsaUrl) : null;
    this.esign = options.esign;
  }

  /** Who signs a document issued for `identity`: a neutral through the eSign provider when one is set, else a key held here. */
  async documentSignerFor(identity: SignerIdentity): Promise<Signer> {
    if (this.esign && identity.kind === 'neutral') return new EsignSigner(this.esign);
    return this.signerFor(identity);
  }

  /** The signer of `identity`'s documents: a key the server holds. */
  async signerFor(identity: SignerIdentity): Promise<KeySigner> {
    const { key, chain } = await this.keys.keyFor(identity);
    return new KeySigner(key, chain, this.timeStamper);
  }

  /** Adds a signature by `signer` to `pdf` (another incremental update when it is signed already). */
  async sign(pdf: Buffer, signer: Signer, details: { name?: string; reason: string; time?: Date }): Promise<{ pdf: Buffer; signature: AppliedSignature }> {
    const time = details.time ?? new Date();
    let chain: Buffer[] = signer instanceof KeySigner ? signer.chain : [];
    const name = details.name ?? (chain[0] ? commonName(chain[0]) : 'Institution');
    const crls = await this.revocation.crlsFor(chain);
    const signed = await signPdf(pdf, { name, reason: details.reason, location: 'India', time, certificates: chain, crls, reserve: this.timeStamper ? 16384 : 8192 }, async (digest) => {
      const made = await signer.sign({ digest, signerName: name });
      chain = made.chain;
      return made.cms;
    });
    const certificate = new X509Certificate(chain[0]);
    return {
      pdf: signed,
      signature: {
        signer: name,
        subject: certificate.subject.replace(/\n/g, ', '),
        issuer: certificate.issuer.replace(/\n/g, ', '),
        serial: certificate.serialNumber,
        time: time.toISOString(),
        timestamped: !!this.timeStamper && signer instanceof KeySigner,
      },
    };
  }
}

function commonName(certificate: Buffer): string {
  return /(?:^|\n)CN=([^\n]*)/.exec(new X509Certificate(certificate).subject)?.[1] ?? 'Institution';
}

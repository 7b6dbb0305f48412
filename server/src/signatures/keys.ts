import { createPrivateKey, X509Certificate } from 'node:crypto';
import { decryptText, encryptText } from '../core/crypto/data-key';
import type { Db } from '../db';
import { issueCertificate, readPkcs12, type IssuedCertificate, type KeyAndChain } from './certificates';

/**
 * Signing keys held by the server, outside every doctype table (no resource or list query can
 * reach them). `key` is the PKCS#8 private key encrypted with the data key, exactly as Aadhaar
 * numbers are (AES-256-GCM, `enc:v1:…`); `certificate` is public. Subjects: `root` and
 * `institution` (the demo chain, when no PKCS#12 file is configured), `institution-documents`
 * (the key that signs what the institution issues) and `neutral:<email>`.
 */
export const SIGNING_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS "__signing_keys" (
    "subject" text PRIMARY KEY,
    "key" text NOT NULL,
    "certificate" text NOT NULL,
    "created" bigint NOT NULL
  )`,
];

export interface SigningConfig {
  /** The institution's PKCS#12 file (SIGNING_P12_FILE) and its password (SIGNING_P12_PASSWORD). */
  pkcs12?: { content: Buffer; password: string };
  /** Organisation named in generated certificates. */
  organization?: string;
}

interface KeyRow {
  subject: string;
  key: string;
  certificate: string;
}

const der = (pem: string) => new X509Certificate(pem).raw;
const isCa = (certificate: Buffer) => new X509Certificate(certificate).ca;

/** Who signs a document: the neutral who issues it, or the institution. */
export type SignerIdentity = { kind: 'institution' } | { kind: 'neutral'; email: string; name: string };

/**
 * The keys: with a PKCS#12 file, its key signs what the institution issues and, when its
 * certificate may issue certificates, issues each neutral's; without one, a demo chain (root →
 * institution → each neutral) is made at first use and kept, so PDFs are signed from the start.
 */
export class SigningKeys {
  private readonly loaded = new Map<string, Promise<KeyAndChain>>();
  private readonly configured: KeyAndChain | null;

  constructor(
    private readonly db: Db,
    private readonly config: SigningConfig = {},
  ) {
    this.configured = config.pkcs12 ? readPkcs12(config.pkcs12.content, config.pkcs12.password) : null;
  }

  private get organization() {
    return this.config.organization ?? 'ArbitRoute (demo)';
  }

  /** The key and chain that sign for `identity`. */
  keyFor(identity: SignerIdentity): Promise<KeyAndChain> {
    const subject = identity.kind === 'institution' ? 'institution-documents' : `neutral:${identity.email.toLowerCase()}`;
    let found = this.loaded.get(subject);
    if (!found) {
      found = this.load(identity).catch((error: unknown) => {
        this.loaded.delete(subject);
        throw error;
      });
      this.loaded.set(subject, found);
    }
    return found;
  }

  private async load(identity: SignerIdentity): Promise<KeyAndChain> {
    const configured = this.configured;
    if (configured && (identity.kind === 'institution' || !isCa(configured.chain[0]))) return configured;
    const issuer = configured ?? (await this.demoInstitution());
    if (identity.kind === 'institution') {
      return this.endEntity('institution-documents', issuer, { commonName: `${this.organization} — documents`, organization: this.organization });
    }
    return this.endEntity(`neutral:${identity.email.toLowerCase()}`, issuer, { commonName: identity.name, organization: this.organization, email: identity.email });
  }

  /** The demo root and institution (CA) certificates, made once. */
  private async demoInstitution(): Promise<KeyAndChain> {
    const root = await this.stored('root', () =>
      issueCertificate({ commonName: `${this.organization} Root CA`, organization: this.organization, ca: true, pathLength: 1, years: 20 }),
    );
    const institution = await this.stored('institution', () =>
      issueCertificate({ commonName: `${this.organization} Institution CA`, organization: this.organization, ca: true, pathLength: 0, years: 10, issuer: plain(root) }),
    );
    return { key: createPrivateKey(decryptText(institution.key)), chain: [der(institution.certificate), der(root.certificate)] };
  }

  private async endEntity(subject: string, issuer: KeyAndChain, names: { commonName: string; organization: string; email?: string }): Promise<KeyAndChain> {
    const issuerPem = new X509Certificate(issuer.chain[0]).toString();
    const issuerKeyPem = issuer.key.export({ type: 'pkcs8', format: 'pem' }).toString();
    const row = await this.stored(subject, () => issueCertificate({ ...names, ca: false, years: 3, issuer: { keyPem: issuerKeyPem, certificatePem: issuerPem } }));
    return { key: createPrivateKey(decryptText(row.key)), chain: [der(row.certificate), ...issuer.chain] };
  }

  /** The row of `subject`, made by `make` if there is none; of two processes making it at once, one row wins. */
  private async stored(subject: string, make: () => IssuedCertificate): Promise<KeyRow> {
    const existing = await this.db.query<KeyRow>(`SELECT * FROM "__signing_keys" WHERE "subject" = $1`, [subject]);
    if (existing.rows[0]) return existing.rows[0];
    const made = make();
    await this.db.query(
      `INSERT INTO "__signing_keys" ("subject", "key", "certificate", "created") VALUES ($1, $2, $3, $4) ON CONFLICT ("subject") DO NOTHING`,
      [subject, encryptText(made.keyPem), made.certificatePem, Date.now()],
    );
    const { rows } = await this.db.query<KeyRow>(`SELECT * FROM "__signing_keys" WHERE "subject" = $1`, [subject]);
    return rows[0];
  }
}

const plain = (row: KeyRow): IssuedCertificate => ({ keyPem: decryptText(row.key), certificatePem: row.certificate });

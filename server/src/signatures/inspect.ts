import { createPublicKey, verify as verifySignature, X509Certificate } from 'node:crypto';
import { certificateParts, OID, sha256, signerInfoOf } from './cms';
import { children, oidText, read, type Element } from './der';
import { signaturesOf } from './pdf-signature';

/*
 * Reads the signatures inside a PDF, offline, as a PDF reader would (ISO 32000-1 §12.8.1, ETSI EN
 * 319 142-1): for each one, who signed (the certificate's subject), who certified them (issuer),
 * when (the claimed /M, or the time-stamp token's genTime, RFC 3161 §2.4.2), whether the signed
 * byte ranges still hash to the signed message digest and the signature over the signed
 * attributes holds with the certificate's key, and how many bytes were appended after it. A PDF
 * changed after signing is reported as changed, naming the signatures that no longer cover it.
 */

export interface InspectedSignature {
  /** 1-based, in the order written. */
  index: number;
  /** The certificate's subject and issuer (RFC 2253-like, comma-separated); null when unreadable. */
  subject: string | null;
  issuer: string | null;
  serial: string | null;
  /** The claimed signing time (/M, ISO UTC), null when absent. */
  claimedTime: string | null;
  /** The time-stamp authority's time (ISO UTC) when the signature carries a time-stamp token. */
  timestampTime: string | null;
  /** The SHA-256 of the signed byte ranges equals the signed message digest, and the signature value holds. */
  digestMatches: boolean;
  signatureValid: boolean;
  /** The signed ranges reach the end of the file: nothing was appended after this signature. */
  coversWholeFile: boolean;
  /** Bytes after the end of the signed ranges (a later revision: another signature or an unsigned change). */
  appendedBytes: number;
  /** Why it could not be read or checked, when that is so. */
  problem: string | null;
}

export interface PdfSignatureReport {
  signatures: InspectedSignature[];
  /** Bytes after the last signature that no signature covers (an incremental update made after signing). */
  unsignedAppendedBytes: number;
  /** Every signature holds and the last one covers the whole file. */
  unchanged: boolean;
}

/** PDF date `D:YYYYMMDDHHmmSS` with optional offset (`Z`, `+05'30'`) → ISO UTC. */
function pdfDateToIso(value: string): string | null {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value);
  if (!match) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone] = match;
  let offset = 'Z';
  if (zone && zone !== 'Z') offset = `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5)}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** ASN.1 GeneralizedTime `YYYYMMDDHHmmSS[.fff]Z` → ISO UTC. */
function generalizedTimeToIso(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (!match) return null;
  return new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${match[7] ?? ''}Z`).toISOString();
}

/** The signature dictionary's claimed time (/M), read from the object around /Contents. */
function claimedTimeOf(pdf: Buffer, byteRange: number[]): string | null {
  const from = Math.max(0, byteRange[1] - 4096);
  const before = pdf.subarray(from, byteRange[1]).toString('latin1');
  const start = before.lastIndexOf(' obj');
  const afterText = pdf.subarray(byteRange[2], Math.min(pdf.length, byteRange[2] + 4096)).toString('latin1');
  const end = afterText.indexOf('endobj');
  const dict = `${start >= 0 ? before.slice(start) : before}${end >= 0 ? afterText.slice(0, end) : afterText}`;
  const match = /\/M\s*\((D:[^)]*)\)/.exec(dict);
  return match ? pdfDateToIso(match[1]) : null;
}

/** genTime of an RFC 3161 token (ContentInfo → SignedData → eContent TSTInfo). */
function timestampTimeOf(token: Element): string | null {
  const [, wrapper] = children(token);
  const signed = children(children(wrapper)[0]);
  const encapsulated = children(signed[2]);
  if (encapsulated.length < 2 || oidText(encapsulated[0]) !== OID.tstInfo) return null;
  const tstInfo = read(children(encapsulated[1])[0].content);
  const generalized = children(tstInfo).find((field) => field.tag === 0x18);
  return generalized ? generalizedTimeToIso(generalized.content.toString('latin1')) : null;
}

function inspectOne(pdf: Buffer, index: number, byteRange: number[], cms: Buffer): InspectedSignature {
  const end = byteRange[2] + byteRange[3];
  const result: InspectedSignature = {
    index,
    subject: null,
    issuer: null,
    serial: null,
    claimedTime: claimedTimeOf(pdf, byteRange),
    timestampTime: null,
    digestMatches: false,
    signatureValid: false,
    coversWholeFile: end === pdf.length,
    appendedBytes: Math.max(0, pdf.length - end),
    problem: null,
  };
  try {
    if (byteRange[0] !== 0 || end > pdf.length) throw new Error('the signed byte ranges do not fit the file');
    const { signature, certificates, signerInfo } = signerInfoOf(cms);
    const fields = children(signerInfo);
    // SignerInfo: version, sid (IssuerAndSerialNumber), digestAlgorithm, [0] signedAttrs, ...
    const sid = children(fields[1]);
    const certificate =
      certificates.find((der) => {
        const parts = certificateParts(der);
        return parts.issuer.equals(sid[0].raw) && parts.serial.equals(sid[1].raw);
      }) ?? certificates[0];
    if (!certificate) throw new Error('no signer certificate in the signature');
    const x509 = new X509Certificate(certificate);
    result.subject = x509.subject.replace(/\n/g, ', ');
    result.issuer = x509.issuer.replace(/\n/g, ', ');
    result.serial = x509.serialNumber;
    const signedAttrs = fields.find((field) => field.tag === 0xa0);
    if (!signedAttrs) throw new Error('no signed attributes');
    const attributes = new Map(children(signedAttrs).map((attribute) => [oidText(children(attribute)[0]), children(children(attribute)[1])[0]]));
    const messageDigest = attributes.get(OID.messageDigest);
    const digest = sha256(Buffer.concat([pdf.subarray(0, byteRange[1]), pdf.subarray(byteRange[2], end)]));
    result.digestMatches = !!messageDigest && messageDigest.content.equals(digest);
    // The signature is over the DER SET of the signed attributes (RFC 5652 §5.4): [0] retagged as SET.
    const asSet = Buffer.concat([Buffer.from([0x31]), signedAttrs.raw.subarray(1)]);
    result.signatureValid = verifySignature('sha256', asSet, createPublicKey(x509.publicKey.export({ type: 'spki', format: 'pem' })), signature);
    const unsigned = fields.find((field) => field.tag === 0xa1);
    for (const attribute of unsigned ? children(unsigned) : []) {
      const [type, values] = children(attribute);
      if (oidText(type) === OID.signatureTimeStampToken) result.timestampTime = timestampTimeOf(children(values)[0]);
    }
  } catch (error) {
    result.problem = error instanceof Error ? error.message : String(error);
  }
  return result;
}

/** Every signature in `pdf`, checked; `unchanged` only when each holds and nothing unsigned follows the last. */
export function inspectPdfSignatures(pdf: Buffer): PdfSignatureReport {
  let found: { byteRange: number[]; cms: Buffer }[];
  try {
    found = signaturesOf(pdf);
  } catch {
    found = [];
  }
  const signatures = found.map((signature, i) => inspectOne(pdf, i + 1, signature.byteRange, signature.cms));
  const last = signatures.at(-1);
  const unsignedAppendedBytes = last ? last.appendedBytes : 0;
  const unchanged = signatures.length > 0 && signatures.every((signature) => signature.digestMatches && signature.signatureValid && !signature.problem) && unsignedAppendedBytes === 0;
  return { signatures, unsignedAppendedBytes, unchanged };
}

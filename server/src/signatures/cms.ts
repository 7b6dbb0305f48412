import { createHash, createSign, type KeyObject } from 'node:crypto';
import { children, explicit, integer, nullValue, octets, oid, read, seq, setOf, tlv, type Element } from './der';

/*
 * CMS SignedData (RFC 5652) as PAdES asks for it (ETSI EN 319 142-1 §6.3, CAdES baseline): the
 * content detached (the PDF's byte ranges), SHA-256, signed attributes content-type,
 * message-digest and signing-certificate-v2 (RFC 5035: the signer's certificate bound to the
 * signature, so it cannot be swapped), no signing-time attribute (PAdES puts the claimed time in
 * the signature dictionary's /M); the certificate chain carried along; and, for B-T, a time-stamp
 * token on the signature value as an unsigned attribute.
 */

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const sha256Algorithm = () => seq(oid(OID.sha256));
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** The parts of a certificate a SignerInfo names it by. */
export function certificateParts(der: Buffer): { issuer: Buffer; serial: Buffer; subject: Buffer } {
  const tbs = children(read(der))[0];
  const fields = children(tbs);
  const start = fields[0].tag === 0xa0 ? 1 : 0; // [0] version
  return { serial: fields[start].raw, issuer: fields[start + 2].raw, subject: fields[start + 4].raw };
}

const attribute = (type: string, value: Buffer) => seq(oid(type), setOf(value));

export interface SignerKey {
  key: KeyObject;
  /** DER of the signer's certificate, then its issuers up to (not necessarily including) the root. */
  chain: Buffer[];
}

/** The signed attributes of a detached signature over content whose SHA-256 is `digest`. */
export function signedAttributes(digest: Buffer, signerCertificate: Buffer, contentType: string = OID.data): Buffer {
  const { issuer, serial } = certificateParts(signerCertificate);
  // ESSCertIDv2 with the default hash (SHA-256, so left out) and IssuerSerial (GeneralNames: [4] Name).
  const essCertId = seq(octets(sha256(signerCertificate)), seq(seq(explicit(4, issuer)), serial));
  return setOf(
    attribute(OID.contentType, oid(contentType)),
    attribute(OID.messageDigest, octets(digest)),
    attribute(OID.signingCertificateV2, seq(seq(essCertId))),
  );
}

function signatureAlgorithm(key: KeyObject): Buffer {
  return key.asymmetricKeyType === 'ec' ? seq(oid(OID.ecdsaWithSha256)) : seq(oid(OID.rsaEncryption), nullValue());
}

/** Signs the DER SET of signed attributes (RFC 5652 §5.4) with the private key. */
export function signAttributes(attributes: Buffer, key: KeyObject): Buffer {
  return createSign('sha256').update(attributes).sign(key);
}

/**
 * SignedData from the parts: the signed attributes (as a SET), their signature, the chain and any
 * unsigned attributes (the time-stamp). `encapsulated` carries content (a time-stamp token's
 * TSTInfo); a PDF signature leaves it out (detached).
 */
export function signedData(parts: {
  attributes: Buffer;
  signature: Buffer;
  chain: Buffer[];
  algorithm: Buffer;
  unsigned?: Buffer[];
  encapsulated?: { type: string; content: Buffer };
}): Buffer {
  const { issuer, serial } = certificateParts(parts.chain[0]);
  const signedAttrs = Buffer.concat([Buffer.from([0xa0]), parts.attributes.subarray(1)]); // SET → [0] IMPLICIT
  const signerInfo = seq(
    integer(1),
    seq(issuer, serial),
    sha256Algorithm(),
    signedAttrs,
    parts.algorithm,
    octets(parts.signature),
    ...(parts.unsigned && parts.unsigned.length > 0 ? [tlv(0xa1, ...parts.unsigned)] : []),
  );
  const content = parts.encapsulated
    ? seq(oid(parts.encapsulated.type), explicit(0, octets(parts.encapsulated.content)))
    : seq(oid(OID.data));
  const data = seq(integer(parts.encapsulated ? 3 : 1), setOf(sha256Algorithm()), content, tlv(0xa0, ...parts.chain), setOf(signerInfo));
  return seq(oid(OID.signedData), explicit(0, data));
}

/** A detached CMS signature over content whose SHA-256 is `digest`, made with a key held here. */
export function detachedSignature(digest: Buffer, signer: SignerKey, unsigned?: (signatureValue: Buffer) => Promise<Buffer[]>): Promise<Buffer> {
  const attributes = signedAttributes(digest, signer.chain[0]);
  const signature = signAttributes(attributes, signer.key);
  const build = (extra?: Buffer[]) => signedData({ attributes, signature, chain: signer.chain, algorithm: signatureAlgorithm(signer.key), unsigned: extra });
  if (!unsigned) return Promise.resolve(build());
  return unsigned(signature).then(build);
}

export const timeStampAttribute = (token: Buffer) => attribute(OID.signatureTimeStampToken, token);

/** The SignerInfo of a SignedData: its signature value and certificates, for reading a returned signature. */
export function signerInfoOf(contentInfo: Buffer): { signature: Buffer; certificates: Buffer[]; signerInfo: Element; signedData: Element } {
  const [, wrapper] = children(read(contentInfo));
  const data = children(wrapper)[0];
  const fields = children(data);
  const certificates = fields.find((field) => field.tag === 0xa0);
  const infos = children(fields[fields.length - 1]);
  const info = infos[0];
  const infoFields = children(info);
  const signature = infoFields.find((field) => field.tag === 0x04);
  if (!signature) throw new Error('CMS: no signature value');
  return { signature: signature.content, certificates: certificates ? children(certificates).map((cert) => Buffer.from(cert.raw)) : [], signerInfo: info, signedData: data };
}

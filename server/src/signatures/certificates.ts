import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** A key and its certificate chain: the signer's certificate first, then each issuer up to the root. */
export interface KeyAndChain {
  key: KeyObject;
  /** DER, signer first. */
  chain: Buffer[];
}

export interface IssuedCertificate {
  keyPem: string;
  certificatePem: string;
}

const derOf = (pem: string) => new X509Certificate(pem).raw;

/**
 * A certificate for `commonName`, self-signed (a root) or issued by `issuer`. RSA 2048 / SHA-256;
 * a CA may issue certificates (pathlen 1 for a root, 0 for the institution); an end entity signs
 * documents (digitalSignature, nonRepudiation: content commitment, as a signature on an award is).
 */
export function issueCertificate(options: {
  commonName: string;
  organization: string;
  email?: string;
  ca: boolean;
  pathLength?: number;
  years: number;
  issuer?: IssuedCertificate;
  /** An end entity's use: signing documents (default) or time-stamping (RFC 3161 §2.3). */
  purpose?: 'documents' | 'timestamping';
  /** Where the issuer publishes its CRL (RFC 5280 §4.2.1.13). */
  crlUrl?: string;
}): IssuedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + options.years);
  // Names in UTF8String (a neutral's name may be in Devanagari); forge encodes them.
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const subject = [
    { name: 'commonName', ...utf8(options.commonName) },
    { name: 'organizationName', ...utf8(options.organization) },
    { name: 'countryName', value: 'IN' },
    ...(options.email ? [{ name: 'emailAddress', value: options.email }] : []),
  ];
  cert.setSubject(subject);
  const issuerCert = options.issuer ? forge.pki.certificateFromPem(options.issuer.certificatePem) : null;
  cert.setIssuer(issuerCert ? issuerCert.subject.attributes : subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.ca, critical: true, ...(options.ca && options.pathLength !== undefined ? { pathLenConstraint: options.pathLength } : {}) },
    options.ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    ...(options.ca ? [] : [options.purpose === 'timestamping' ? { name: 'extKeyUsage', timeStamping: true, critical: true } : { name: 'extKeyUsage', emailProtection: true }]),
    ...(options.email ? [{ name: 'subjectAltName', altNames: [{ type: 1, value: options.email }] }] : []),
    ...(options.crlUrl ? [{ name: 'cRLDistributionPoints', altNames: [{ type: 6, value: options.crlUrl }] }] : []),
    { name: 'subjectKeyIdentifier' },
    ...(issuerCert ? [{ name: 'authorityKeyIdentifier', keyIdentifier: issuerCert.generateSubjectKeyIdentifier().getBytes() }] : []),
  ]);
  const signingKey = forge.pki.privateKeyFromPem(options.issuer?.keyPem ?? keyPem);
  cert.sign(signingKey, forge.md.sha256.create());
  return { keyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/** The key and chain of a PKCS#12 file (the institution's, from its certifying authority). */
export function readPkcs12(content: Buffer, password: string): KeyAndChain {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(content.toString('binary'))), false, password);
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const keyBag = keyBags.find((bag) => bag.key);
  if (!keyBag?.key) throw new Error('The PKCS#12 file holds no private key');
  const certificates = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .filter((bag) => bag.cert)
    .map((bag) => derOf(forge.pki.certificateToPem(bag.cert!)));
  const key = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key as forge.pki.rsa.PrivateKey));
  return { key, chain: orderChain(key, certificates) };
}

/** Orders certificates signer first: the one whose public key is the key's, then each one's issuer. */
export function orderChain(key: KeyObject, certificates: Buffer[]): Buffer[] {
  const parsed = certificates.map((der) => new X509Certificate(der));
  const publicDer = (k: KeyObject) => k.export({ type: 'spki', format: 'der' });
  const keyDer = publicDer(createPublicKey(key));
  let current = parsed.find((cert) => publicDer(cert.publicKey).equals(keyDer));
  if (!current) throw new Error('No certificate in the PKCS#12 file matches its private key');
  const chain = [current];
  while (!current.checkIssued(current)) {
    const issuer = parsed.find((cert) => cert !== current && current!.checkIssued(cert) && current!.verify(cert.publicKey));
    if (!issuer || chain.includes(issuer)) break;
    chain.push(issuer);
    current = issuer;
  }
  return chain.map((cert) => cert.raw);
}

/** A PKCS#12 file of a key and chain (for tests and for handing a demo certificate out). */
export function toPkcs12(keyPem: string, chainPem: string[], password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(keyPem), chainPem.map((pem) => forge.pki.certificateFromPem(pem)), password, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

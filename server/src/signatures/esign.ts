import { createHash, createSign, createVerify, randomUUID, X509Certificate, type KeyObject } from 'node:crypto';
import { OID, signerInfoOf } from './cms';
import { children, oidText } from './der';
import type { MadeSignature, SignatureRequest, Signer } from './signer';

/*
 * Aadhaar eSign through an eSign Service Provider, as the CCA's eSign API (v2.1) describes: the
 * Application Service Provider (ASP, the portal) sends an <Esign> request carrying only the
 * document's hash (<InputHash hashAlgorithm="SHA256">), signed with the ASP's own key (XML
 * signature, enveloped, RSA-SHA256); the ESP authenticates the signer with Aadhaar (OTP) and
 * answers an <EsignResp> with the signer's certificate and the detached PKCS#7 signature of the
 * hash (responseSigType="pkcs7"), which goes into the PDF like any other CMS signature.
 *
 * The request is posted to the ESP's URL and the response read from the reply. Before the
 * signature is used it is checked: status 1, the same transaction id, and a CMS whose
 * message-digest is our hash and whose signature verifies under the certificate returned.
 */

export interface EsignOptions {
  /** The ESP's eSign endpoint. */
  url: string;
  /** The ASP id the ESP issued to the portal. */
  aspId: string;
  /** The ASP's key and certificate that sign each request. */
  aspKey: KeyObject;
  aspCertificate: Buffer;
  /** 1: Aadhaar OTP (the ESP's own authentication page or API). */
  authMode?: '1' | '2' | '3';
  /** Where the ESP posts its response in the browser flow (kept in the request as the API asks). */
  responseUrl: string;
  /** The ESP's certificate: its responses are XML-signed with it and refused otherwise. */
  espCertificate: Buffer;
  timeoutMs?: number;
}

export class EsignError extends Error {}

const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');

/** An element in canonical XML (C14N 1.0): attributes sorted, no self-closing tags. */
function element(name: string, attributes: Record<string, string>, content: string): string {
  const attrs = Object.keys(attributes)
    .sort((a, b) => (a === 'xmlns' ? -1 : b === 'xmlns' ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map((key) => ` ${key}="${escapeAttr(attributes[key])}"`)
    .join('');
  return `<${name}${attrs}>${content}</${name}>`;
}

/** The SignedInfo of an enveloped RSA-SHA256 XML signature over a document whose canonical form has `digest`. */
function signedInfo(digest: Buffer): string {
  return element('SignedInfo', { xmlns: XMLDSIG }, [
    element('CanonicalizationMethod', { Algorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315' }, ''),
    element('SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256' }, ''),
    element('Reference', { URI: '' }, [
      element('Transforms', {}, element('Transform', { Algorithm: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature' }, '')),
      element('DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' }, ''),
      element('DigestValue', {}, digest.toString('base64')),
    ].join('')),
  ].join(''));
}

/**
 * Signs a canonical XML document (enveloped XML signature as its last child). The SignedInfo is
 * written as it canonicalises within the Signature element (its namespace declared on it).
 */
export function signXml(document: string, key: KeyObject, certificate: Buffer): string {
  const info = signedInfo(createHash('sha256').update(document).digest());
  const value = createSign('sha256').update(info).sign(key).toString('base64');
  const signature = `<Signature xmlns="${XMLDSIG}">${info.replace(` xmlns="${XMLDSIG}"`, '')}<SignatureValue>${value}</SignatureValue><KeyInfo><X509Data><X509Certificate>${certificate.toString('base64')}</X509Certificate></X509Data></KeyInfo></Signature>`;
  const close = document.lastIndexOf('</');
  return `${document.slice(0, close)}${signature}${document.slice(close)}`;
}

/** Checks an enveloped XML signature made by `signXml` (or a peer writing canonical XML) under `certificate`. */
export function verifyXml(signed: string, certificate: X509Certificate): boolean {
  const match = /<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">(<SignedInfo>[\s\S]*?<\/SignedInfo>)<SignatureValue>([^<]*)<\/SignatureValue>[\s\S]*?<\/Signature>/.exec(signed);
  if (!match) return false;
  const document = signed.replace(match[0], '');
  const info = match[1].replace('<SignedInfo>', `<SignedInfo xmlns="${XMLDSIG}">`);
  const digest = /<DigestValue>([^<]*)<\/DigestValue>/.exec(info)?.[1];
  if (digest !== createHash('sha256').update(document).digest('base64')) return false;
  return createVerify('sha256').update(info).verify(certificate.publicKey, Buffer.from(match[2], 'base64'));
}

const attribute = (xml: string, element: string, name: string) => new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? null;

/** The time the eSign API wants: IST, YYYY-MM-DDThh:mm:ss. */
function istTimestamp(date: Date): string {
  return new Date(date.getTime() + 330 * 60 * 1000).toISOString().slice(0, 19);
}

/** The `<Esign>` request for one hash, signed by the ASP. */
export function esignRequest(options: EsignOptions, request: { digest: Buffer; txn: string; time: Date; docInfo: string }): string {
  const body = element(
    'Esign',
    {
      ver: '2.1',
      sc: 'Y',
      ts: istTimestamp(request.time),
      txn: request.txn,
      ekycId: '',
      ekycIdType: 'A',
      aspId: options.aspId,
      AuthMode: options.authMode ?? '1',
      responseSigType: 'pkcs7',
      responseUrl: options.responseUrl,
    },
    element('Docs', {}, element('InputHash', { id: '1', hashAlgorithm: 'SHA256', docInfo: request.docInfo.slice(0, 50) }, request.digest.toString('hex'))),
  );
  return signXml(body, options.aspKey, options.aspCertificate);
}

/** The signature of the hash in an `<EsignResp>`, checked before it is used. */
export function readEsignResponse(xml: string, expected: { txn: string; digest: Buffer; espCertificate: Buffer }): MadeSignature {
  if (!verifyXml(xml, new X509Certificate(expected.espCertificate))) throw new EsignError('The eSign response is not signed by the eSign provider');
  const status = attribute(xml, 'EsignResp', 'status');
  if (status !== '1') {
    const code = attribute(xml, 'EsignResp', 'errCode') ?? '';
    const message = attribute(xml, 'EsignResp', 'errMsg') ?? 'no reason given';
    throw new EsignError(`The eSign provider did not sign (${code}${code ? ': ' : ''}${message})`);
  }
  if (attribute(xml, 'EsignResp', 'txn') !== expected.txn) throw new EsignError('The eSign response is for another transaction');
  const certificateText = /<UserX509Certificate>([^<]+)<\/UserX509Certificate>/.exec(xml)?.[1];
  const signatureText = /<DocSignature\b[^>]*\sid="1"[^>]*>([^<]+)<\/DocSignature>/.exec(xml)?.[1];
  if (!certificateText || !signatureText) throw new EsignError('The eSign response carries no signature');
  const user = new X509Certificate(Buffer.from(certificateText.replace(/\s+/g, ''), 'base64'));
  const cms = Buffer.from(signatureText.replace(/\s+/g, ''), 'base64');
  const { signerInfo, signature, certificates } = signerInfoOf(cms);
  const signed = children(signerInfo).find((field) => field.tag === 0xa0);
  if (!signed) throw new EsignError('The eSign signature has no signed attributes');
  const digest = children(signed)
    .map((attr) => children(attr))
    .find(([type]) => oidText(type) === OID.messageDigest)?.[1];
  const value = digest ? children(digest)[0]?.content : undefined;
  if (!value || !value.equals(expected.digest)) throw new EsignError('The eSign provider signed another document');
  // The signed attributes are signed as a SET (RFC 5652 §5.4): the [0] tag becomes 0x31.
  const set = Buffer.concat([Buffer.from([0x31]), signed.raw.subarray(1)]);
  if (!createVerify('sha256').update(set).verify(user.publicKey, signature)) throw new EsignError('The eSign signature does not verify under the signer\'s certificate');
  const rest = certificates.filter((der) => !der.equals(user.raw));
  return { cms, chain: [user.raw, ...rest] };
}

/** The Signer of an Aadhaar eSign provider: the hash goes out, a PKCS#7 signature comes back. */
export class EsignSigner implements Signer {
  readonly kind = 'esign' as const;

  constructor(private readonly options: EsignOptions) {}

  async sign(request: SignatureRequest): Promise<MadeSignature> {
    const txn = randomUUID();
    const xml = esignRequest(this.options, { digest: request.digest, txn, time: new Date(), docInfo: `Signed by ${request.signerName}` });
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: xml,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
    }).catch((error: unknown) => {
      throw new EsignError(`The eSign provider could not be reached (${(error as Error).message})`);
    });
    if (!response.ok) throw new EsignError(`The eSign provider answered ${response.status}`);
    return readEsignResponse(await response.text(), { txn, digest: request.digest, espCertificate: this.options.espCertificate });
  }
}

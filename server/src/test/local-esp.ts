import { createPrivateKey, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueCertificate, type IssuedCertificate } from '../signatures/certificates';
import { signAttributes, signedAttributes, signedData } from '../signatures/cms';
import { nullValue, oid, seq } from '../signatures/der';
import { signXml, verifyXml } from '../signatures/esign';

/*
 * A local eSign Service Provider implementing the CCA eSign API (v2.1) exchange server to server:
 * it takes an <Esign> request, checks the ASP's XML signature against the ASP certificate it
 * registered, "authenticates" the Aadhaar holder (the test decides whether the OTP was right),
 * signs the hash with a certificate it issues to the holder under its CA and answers an
 * XML-signed <EsignResp> with the certificate and the detached PKCS#7 signature. It records the
 * requests, so a test sees that only a hash left the portal.
 */
export interface LocalEsp {
  url: string;
  certificate: Buffer;
  /** The ASP's key and certificate the ESP knows (give them to the adapter). */
  asp: IssuedCertificate;
  requests: string[];
  /** The holder's OTP result: false answers status 0 with an OTP error. */
  otpOk: boolean;
  /** Sign this hash instead of the one asked (a misbehaving provider). */
  substituteHash: Buffer | null;
  close(): Promise<void>;
}

export async function startLocalEsp(holderName = 'Imran Shaikh'): Promise<LocalEsp> {
  const ca = issueCertificate({ commonName: 'Local eSign CA', organization: 'Local ESP', ca: true, pathLength: 0, years: 5 });
  const esp = issueCertificate({ commonName: 'Local ESP', organization: 'Local ESP', ca: false, years: 2, issuer: ca });
  const holder = issueCertificate({ commonName: holderName, organization: 'Aadhaar eSign', ca: false, years: 1, issuer: ca });
  const asp = issueCertificate({ commonName: 'Portal ASP', organization: 'ArbitRoute', ca: false, years: 2 });
  const der = (pem: string) => new X509Certificate(pem).raw;
  const state: { otpOk: boolean; substituteHash: Buffer | null; requests: string[] } = { otpOk: true, substituteHash: null, requests: [] };
  const answer = (attrs: string, body: string) =>
    signXml(`<EsignResp ${attrs}>${body}</EsignResp>`, createPrivateKey(esp.keyPem), der(esp.certificatePem));

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const xml = Buffer.concat(chunks).toString('utf8');
      state.requests.push(xml);
      const txn = /<Esign\b[^>]*\stxn="([^"]*)"/.exec(xml)?.[1] ?? '';
      const ts = new Date().toISOString().slice(0, 19);
      const reply = (body: string) => response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      if (!verifyXml(xml, new X509Certificate(asp.certificatePem))) {
        reply(answer(`errCode="ESP-903" errMsg="Invalid ASP signature" resCode="" status="0" ts="${ts}" txn="${txn}" ver="2.1"`, ''));
        return;
      }
      if (!state.otpOk) {
        reply(answer(`errCode="ESP-944" errMsg="OTP validation failed" resCode="" status="0" ts="${ts}" txn="${txn}" ver="2.1"`, ''));
        return;
      }
      const hash = /<InputHash\b[^>]*hashAlgorithm="SHA256"[^>]*>([0-9a-f]{64})<\/InputHash>/.exec(xml)?.[1];
      if (!hash) {
        reply(answer(`errCode="ESP-921" errMsg="Invalid input hash" resCode="" status="0" ts="${ts}" txn="${txn}" ver="2.1"`, ''));
        return;
      }
      const digest = state.substituteHash ?? Buffer.from(hash, 'hex');
      const chain = [der(holder.certificatePem), der(ca.certificatePem)];
      const attributes = signedAttributes(digest, chain[0]);
      const cms = signedData({ attributes, signature: signAttributes(attributes, createPrivateKey(holder.keyPem)), chain, algorithm: seq(oid('1.2.840.113549.1.1.1'), nullValue()) });
      reply(
        answer(
          `errCode="NA" errMsg="NA" resCode="${txn}-R" status="1" ts="${ts}" txn="${txn}" ver="2.1"`,
          `<UserX509Certificate>${chain[0].toString('base64')}</UserX509Certificate><Signatures><DocSignature error="" id="1" sigHashAlgorithm="SHA256">${cms.toString('base64')}</DocSignature></Signatures>`,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/esign/2.1/signdoc`,
    certificate: der(esp.certificatePem),
    asp,
    get requests() {
      return state.requests;
    },
    get otpOk() {
      return state.otpOk;
    },
    set otpOk(value: boolean) {
      state.otpOk = value;
    },
    get substituteHash() {
      return state.substituteHash;
    },
    set substituteHash(value: Buffer | null) {
      state.substituteHash = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

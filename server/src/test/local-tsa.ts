import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueCertificate } from '../signatures/certificates';
import { OID, sha256, signAttributes, signedAttributes, signedData } from '../signatures/cms';
import { children, generalizedTime, integer, nullValue, oid, read, seq } from '../signatures/der';

/*
 * A local RFC 3161 time-stamp authority over HTTP (POST application/timestamp-query, answer
 * application/timestamp-reply), as a TSA serves it: it parses the TimeStampReq, answers a
 * TimeStampResp whose token is a CMS SignedData over a TSTInfo (policy, the request's message
 * imprint and nonce, serial, genTime), signed by a certificate for time-stamping. It counts the
 * requests and can be told to refuse (status 2, rejection).
 */
export interface LocalTsa {
  url: string;
  requests: number;
  refuse: boolean;
  /** The TSA's certificate (DER). */
  certificate: Buffer;
  close(): Promise<void>;
}

export async function startLocalTsa(): Promise<LocalTsa> {
  const root = issueCertificate({ commonName: 'Local TSA Root', organization: 'Test', ca: true, years: 5 });
  const tsa = issueCertificate({ commonName: 'Local TSA', organization: 'Test', ca: false, years: 2, issuer: root, purpose: 'timestamping' });
  const key = createPrivateKey(tsa.keyPem);
  const chain = [new X509Certificate(tsa.certificatePem).raw, new X509Certificate(root.certificatePem).raw];
  let serial = 1;
  const state = { requests: 0, refuse: false };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query') {
        response.writeHead(400).end();
        return;
      }
      let fields;
      try {
        fields = children(read(Buffer.concat(chunks)));
      } catch {
        response.writeHead(400).end();
        return;
      }
      const reply = (body: Buffer) => response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(body);
      if (state.refuse) {
        reply(seq(seq(integer(2))));
        return;
      }
      const imprint = fields[1].raw;
      const nonce = fields.find((field, index) => index > 1 && field.tag === 0x02);
      const tstInfo = seq(
        integer(1),
        oid('1.3.6.1.4.1.99999.1'),
        imprint,
        integer(serial++),
        generalizedTime(new Date()),
        ...(nonce ? [nonce.raw] : []),
      );
      const attributes = signedAttributes(sha256(tstInfo), chain[0], OID.tstInfo);
      const token = signedData({
        attributes,
        signature: signAttributes(attributes, key),
        chain,
        algorithm: seq(oid(OID.rsaEncryption), nullValue()),
        encapsulated: { type: OID.tstInfo, content: tstInfo },
      });
      reply(seq(seq(integer(0)), token));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    get requests() {
      return state.requests;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    certificate: chain[0],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The TSTInfo of a time-stamp token, for tests: its message imprint's hash and its time. */
export function tstInfoOf(token: Buffer): { hash: Buffer; time: string } {
  const [, wrapper] = children(read(token));
  const data = children(children(wrapper)[0]);
  const encapsulated = children(data[2]);
  const octets = children(encapsulated[1])[0];
  const info = children(read(octets.content));
  const imprint = children(info[2]);
  return { hash: Buffer.from(imprint[1].content), time: info[4].content.toString('latin1') };
}


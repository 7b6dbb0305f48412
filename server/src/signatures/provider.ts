import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EsignOptions } from './esign';

/**
 * Which adapter signs the neutrals' documents, from the environment (README "Digital signatures"):
 *   SIGNING_PROVIDER   pkcs12 (default: keys the server holds) or esign (an Indian eSign service
 *                      provider, CCA eSign API 2.1: the hash is sent, the PKCS#7 comes back)
 *   ESIGN_URL          the ESP's eSign endpoint (http(s))
 *   ESIGN_ASP_ID       the ASP id the ESP issued to the portal
 *   ESIGN_ASP_KEY_FILE, ESIGN_ASP_CERT_FILE   PEM key and certificate that sign each request
 *   ESIGN_ESP_CERT_FILE                       the ESP's certificate (its responses are checked with it)
 *   ESIGN_RESPONSE_URL the portal's response address, as the API asks
 * The institution's own documents stay signed with its PKCS#12 key either way.
 */
export async function esignFromEnv(env: NodeJS.ProcessEnv): Promise<EsignOptions | undefined> {
  const provider = (env.SIGNING_PROVIDER?.trim() || 'pkcs12').toLowerCase();
  if (provider === 'pkcs12') return undefined;
  if (provider !== 'esign') throw new Error('SIGNING_PROVIDER must be pkcs12 or esign');
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`SIGNING_PROVIDER=esign needs ${name}`);
    return value;
  };
  const url = required('ESIGN_URL');
  if (!/^https?:\/\//.test(url)) throw new Error('ESIGN_URL must be an http(s) URL');
  const responseUrl = required('ESIGN_RESPONSE_URL');
  const pem = (name: string) => readFile(path.resolve(required(name)), 'utf8');
  return {
    url,
    aspId: required('ESIGN_ASP_ID'),
    aspKey: createPrivateKey(await pem('ESIGN_ASP_KEY_FILE')),
    aspCertificate: new X509Certificate(await pem('ESIGN_ASP_CERT_FILE')).raw,
    espCertificate: new X509Certificate(await pem('ESIGN_ESP_CERT_FILE')).raw,
    responseUrl,
  };
}

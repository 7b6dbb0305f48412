import { webcrypto } from 'node:crypto';
import { loadReleaseIntegrity, releaseIntegrityPlugin } from './releaseIntegrity';

// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser has.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// Nor a Response constructor: the part the plugin builds its answer with.
if (typeof Response === 'undefined') {
  class BytesResponse {
    constructor(private readonly bytes: ArrayBuffer) {}
    async text() {
      return new TextDecoder().decode(this.bytes);
    }
  }
  Object.defineProperty(globalThis, 'Response', { value: BytesResponse, configurable: true });
}

const BASE = 'https://remotes.example/filing/0.1.0-0123456789/';

async function sri(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new TextEncoder().encode(text)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

function answer(body: string, status = 200) {
  return { ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => JSON.parse(body), arrayBuffer: async () => new TextEncoder().encode(body).buffer } as unknown as Response;
}

describe('release integrity', () => {
  const files: Record<string, string> = { 'mf-manifest.json': '{"name":"filing"}', 'remoteEntry.js': 'entry' };
  let served: Record<string, string>;

  beforeEach(async () => {
    served = { ...files };
    const hashes = Object.fromEntries(await Promise.all(Object.entries(files).map(async ([name, text]) => [name, await sri(text)])));
    served['release.json'] = JSON.stringify({ files: hashes });
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const name = String(url).slice(BASE.length);
      return served[name] === undefined ? answer('', 404) : answer(served[name]);
    }) as typeof fetch;
    await loadReleaseIntegrity(`${BASE}mf-manifest.json`);
  });

  it('passes the manifest that matches its release and gives the entry script its hash', async () => {
    const plugin = releaseIntegrityPlugin();
    const response = await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(`${BASE}mf-manifest.json`, {});
    expect(await response.text()).toBe(files['mf-manifest.json']);
    const script = (plugin.createScript as (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement)({ url: `${BASE}remoteEntry.js`, attrs: { nonce: 'n' } });
    expect(script.integrity).toBe(await sri('entry'));
    expect(script.getAttribute('nonce')).toBe('n');
  });

  it('refuses a manifest changed after release', async () => {
    served['mf-manifest.json'] = '{"name":"evil"}';
    const plugin = releaseIntegrityPlugin();
    await expect((plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(`${BASE}mf-manifest.json`, {})).rejects.toThrow(/does not match/);
  });

  it('leaves files outside a release alone', () => {
    const plugin = releaseIntegrityPlugin();
    expect((plugin.fetch as (url: string, init: RequestInit) => unknown)('/remotes/filing/mf-manifest.json', {})).toBeUndefined();
  });
});

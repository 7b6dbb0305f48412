import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A released remote lives in `<base>/<remote>/<version>/` (tooling/release) with a release.json
 * listing every file's SHA-384. Before such a remote is registered, the shell reads that list; the
 * plugin then refuses a manifest whose bytes differ and gives the remote's entry script an
 * `integrity` attribute, so the browser refuses a changed entry. Either refusal is a failed load:
 * the "unavailable" panel with Retry, never a half-loaded screen.
 */
const VERSIONED = /\/[^/]+\/\d+\.\d+\.\d+[^/]*-[0-9a-f]{10}\/mf-manifest\.json$/;

/** Absolute URL of a released file → its expected `sha384-…`. */
const expected = new Map<string, string>();

/** Reads the release's file hashes for a versioned entry; unversioned entries (development) pass. */
export async function loadReleaseIntegrity(entry: string): Promise<void> {
  const manifestUrl = new URL(entry, document.baseURI);
  if (!VERSIONED.test(manifestUrl.pathname)) return;
  const folder = new URL('./', manifestUrl);
  if (expected.has(manifestUrl.href)) return;
  const response = await fetch(new URL('release.json', folder), { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`release.json for ${entry} answered ${response.status}`);
  const release = (await response.json()) as { files?: Record<string, string> };
  if (!release.files?.['mf-manifest.json']) throw new Error(`release.json for ${entry} lists no files`);
  for (const [file, hash] of Object.entries(release.files)) expected.set(new URL(file, folder).href, hash);
}

async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

async function checkedFetch(url: string, init: RequestInit, hash: string): Promise<Response> {
  const response = await fetch(url, init);
  const bytes = await response.arrayBuffer();
  if (response.ok && (await sha384(bytes)) !== hash) throw new Error(`${url} does not match its release's hash`);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function expectedFor(url: string): string | undefined {
  return expected.get(new URL(url, document.baseURI).href);
}

export function releaseIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'release-integrity-plugin',
    fetch(url, init) {
      const hash = expectedFor(url);
      return hash ? checkedFetch(url, init, hash) : undefined;
    },
    createScript({ url, attrs }) {
      const hash = expectedFor(url);
      if (!hash) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.integrity = hash;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

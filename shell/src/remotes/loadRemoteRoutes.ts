import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RemoteRoutesModule } from 'shared-ui/federation';
import { loadReleaseIntegrity, releaseIntegrityPlugin } from '../runtime-plugin/releaseIntegrity';
import { RemoteUnavailableError, remoteErrorPlugin } from '../runtime-plugin/remoteErrorPlugin';
import type { RemoteName } from './remoteNames';

let manifestPromise: Promise<Record<string, string>> | undefined;
let pluginsRegistered = false;
/** Remotes whose last load failed: the next attempt must drop the runtime's cached failure. */
const failed = new Set<RemoteName>();
/** Each loaded remote's entry (the release it came from) and its routes. */
const loaded = new Map<RemoteName, { entry: string; routes: RemoteRoute[] }>();

/**
 * Reads remotes.json (name → URL of its mf-manifest.json) afresh at each navigation, so a remote
 * released while the shell is open is taken at the next one; reads at the same moment share one fetch.
 */
function readRemoteManifest(): Promise<Record<string, string>> {
  manifestPromise ??= fetch('remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    })
    .finally(() => {
      manifestPromise = undefined;
    });
  return manifestPromise;
}

function ensurePlugins() {
  if (pluginsRegistered) return;
  registerPlugins([remoteErrorPlugin(), releaseIntegrityPlugin()]);
  pluginsRegistered = true;
}

/**
 * Loads a remote's `./routes`, again when remotes.json points it at another release. After a
 * failure, or to change release, the remote is re-registered with `force`, dropping whatever the
 * federation runtime cached, so Retry works and the new release replaces the old one.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  ensurePlugins();
  try {
    const routes = await loadOnce(remote);
    failed.delete(remote);
    return routes;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

async function loadOnce(remote: RemoteName): Promise<RemoteRoute[]> {
  const current = loaded.get(remote);
  let manifest: Record<string, string>;
  try {
    manifest = await readRemoteManifest();
  } catch (error) {
    // remotes.json unreadable for a moment: the release already loaded goes on working.
    if (current && !failed.has(remote)) return current.routes;
    throw new RemoteUnavailableError(remote, { cause: error });
  }
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(remote, { cause: new Error('not listed in remotes.json') });
  if (current?.entry === entry && !failed.has(remote)) return current.routes;

  try {
    await loadReleaseIntegrity(entry);
  } catch (error) {
    throw new RemoteUnavailableError(remote, { cause: error });
  }
  registerRemotes([{ name: remote, entry }], { force: failed.has(remote) || current !== undefined });
  loaded.delete(remote);

  try {
    const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!module || !Array.isArray(module.routes)) {
      throw new Error(`${remote}/routes does not export a routes array`);
    }
    loaded.set(remote, { entry, routes: module.routes });
    return module.routes;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, { cause: error });
  }
}

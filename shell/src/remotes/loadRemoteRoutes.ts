import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RemoteRoutesModule } from 'shared-ui/federation';
import { loadReleaseIntegrity, releaseIntegrityPlugin } from '../runtime-plugin/releaseIntegrity';
import { RemoteUnavailableError, remoteErrorPlugin } from '../runtime-plugin/remoteErrorPlugin';
import type { RemoteName } from './remoteNames';

let manifestPromise: Promise<Record<string, string>> | undefined;
let pluginsRegistered = false;
/** Remotes whose last load failed: the next attempt must drop the runtime's cached failure. */
const failed = new Set<RemoteName>();
const registered = new Set<RemoteName>();

/** Reads remotes.json (name → URL of its mf-manifest.json) once per page load. */
function readRemoteManifest(): Promise<Record<string, string>> {
  manifestPromise ??= fetch('remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    })
    .catch((error: unknown) => {
      manifestPromise = undefined; // let a retry read it again
      throw error;
    });
  return manifestPromise;
}

function ensurePlugins() {
  if (pluginsRegistered) return;
  registerPlugins([remoteErrorPlugin(), releaseIntegrityPlugin()]);
  pluginsRegistered = true;
}

/**
 * Loads a remote's `./routes`. After a failure the remote is re-registered with `force`,
 * dropping whatever the federation runtime cached from the failed attempt, so Retry works.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  ensurePlugins();
  try {
    const routes = await loadOnce(remote, failed.has(remote));
    failed.delete(remote);
    return routes;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

async function loadOnce(remote: RemoteName, force: boolean): Promise<RemoteRoute[]> {
  let manifest: Record<string, string>;
  try {
    manifest = await readRemoteManifest();
  } catch (error) {
    throw new RemoteUnavailableError(remote, { cause: error });
  }
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(remote, { cause: new Error('not listed in remotes.json') });
  if (force || !registered.has(remote)) {
    try {
      await loadReleaseIntegrity(entry);
    } catch (error) {
      throw new RemoteUnavailableError(remote, { cause: error });
    }
    registerRemotes([{ name: remote, entry }], { force });
    registered.add(remote);
  }

  try {
    const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!module || !Array.isArray(module.routes)) {
      throw new Error(`${remote}/routes does not export a routes array`);
    }
    return module.routes;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, { cause: error });
  }
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote could not be fetched or evaluated; only its own routes are affected. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} module could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Turns every failure to load a remote (network error, 404, broken manifest) into one typed
 * error, so the shell can tell "this part is unavailable" from a bug inside a loaded page.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote({ id, error }) {
      const remote = String(id).split('/')[0] ?? String(id);
      console.warn(`[shell] remote "${remote}" failed to load`, error);
      throw new RemoteUnavailableError(remote, { cause: error });
    },
  };
}

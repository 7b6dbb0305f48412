import type { ComponentType } from 'react';

/**
 * One screen a remote offers the shell. Remotes expose `./routes` exporting
 * `routes: RemoteRoute[]`; the shell matches `id` (or `path`) against its route table.
 */
export interface RemoteRoute {
  /** Stable screen id shared with the shell's route table, e.g. 'signup'. */
  id: string;
  /** The hash path with react-router params, e.g. '/arbitrationview/:id'. */
  path: string;
  /** Human name of the screen, used in titles and placeholders. */
  title: string;
  /** Roles that may open it; absent means every role the shell lets through. */
  roles?: readonly string[];
  /** Public screens are reachable without logging in. */
  public?: boolean;
  /** The page, loaded lazily so the routes module itself stays tiny. */
  Component: ComponentType;
}

/** The shape of a remote's `./routes` module. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

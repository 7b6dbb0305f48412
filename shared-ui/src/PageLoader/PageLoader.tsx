/// <reference path="../css-modules.d.ts" />
import { Center, Loader } from '@mantine/core';
import * as classes from './PageLoader.module.css';

export interface PageLoaderProps {
  /** Accessible name of the loader; default 'Loading…'. */
  label?: string;
}

/** The centred spinner a page shows while its data loads. */
export function PageLoader({ label = 'Loading…' }: PageLoaderProps) {
  return (
    <Center className={classes.root} role="status" aria-label={label} aria-live="polite">
      <Loader aria-hidden="true" />
    </Center>
  );
}

/// <reference path="../css-modules.d.ts" />
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/common';
import * as classes from './PageLoader.module.css';

export interface PageLoaderProps {
  /** Accessible name of the loader; default 'Loading…' in the reader's language. */
  label?: string;
}

/** The centred spinner a page shows while its data loads. */
export function PageLoader({ label }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center className={classes.root} role="status" aria-label={label ?? t('common.loading')} aria-live="polite">
      <Loader aria-hidden="true" />
    </Center>
  );
}

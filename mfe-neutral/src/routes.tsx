import type { RemoteRoute } from 'shared-ui/federation';

/**
 * The screens this remote offers the shell, by the ids of the shell's route table.
 * Screens not listed here yet are shown by the shell as a named placeholder.
 */
export const routes: RemoteRoute[] = [];

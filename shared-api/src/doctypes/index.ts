/*
 * The doctypes' field blocks, generated from the server's declarations (`npm run doctypes`):
 * pure types, which the server's hooks use too.
 */
export type * from './generated';

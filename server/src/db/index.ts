export { isDbError } from './types';
export type { Db } from './types';
export { openDatabase, isPostgresUrl } from './open';
export { openPglite, pgliteOf } from './pglite';
export { openPostgres } from './postgres';

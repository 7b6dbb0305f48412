export { isDbError } from './types';
export type { Db } from './types';
export { openDatabase, isPostgresUrl } from './open';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';

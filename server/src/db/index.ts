export { isDbError } from './types';
export type { Db, DbError, QueryResult, Row } from './types';
export { openDatabase, isPostgresUrl } from './open';
export type { OpenDatabaseOptions } from './open';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export type { PostgresOptions } from './postgres';

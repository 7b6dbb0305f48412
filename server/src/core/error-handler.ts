import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDbError } from '../db';
import {
  AppError,
  DataError,
  DoesNotExistError,
  DuplicateEntryError,
  FileSizeError,
  frappeErrorBody,
  HttpError,
  LinkValidationError,
  MandatoryError,
  ValidationError,
} from './errors';

/** Client errors raised by Fastify or its plugins, as Frappe exceptions. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ValidationError('The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, `Unsupported content type: ${error.message}`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new FileSizeError('The file is too large');
    default:
      return error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? new HttpError(error.statusCode, error.message) : null;
  }
}

/**
 * Constraint and data errors the database reports for bad input. Our own checks catch these
 * first; this is the safety net that keeps bad input from ever becoming a 500.
 */
function fromDatabase(error: unknown): AppError | null {
  if (!isDbError(error)) return null;
  if (error.code === '23505') return new DuplicateEntryError('A document with these values already exists');
  if (error.code === '23502') return new MandatoryError('A required value is missing');
  if (error.code === '23503') return new LinkValidationError('A linked document does not exist');
  if (error.code.startsWith('22')) return new DataError(`Invalid value: ${error.message}`);
  return null;
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  return fromDatabase(error) ?? fromFastify(error as FastifyError);
}

/** Every error leaves as Frappe's body; anything unexpected is logged and reported only by id. */
export const errorHandlerPlugin = fp(
  async (app, options: { production: boolean }) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const known = toAppError(error);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
        reply.code(known.statusCode).headers(known.headers);
        return reply.send(frappeErrorBody(known.excType, known.message, known.title));
      }
      request.log.error({ err: error, reqId: request.id }, 'Unhandled error');
      const body: Record<string, unknown> = { ...frappeErrorBody('Exception', `Internal error, id ${request.id}`, 'Error') };
      if (!options.production && error instanceof Error) body.exc = JSON.stringify([error.stack ?? error.message]);
      return reply.code(500).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const error = new DoesNotExistError(`Not found: ${path.slice(0, 200)}`);
      return reply.code(404).send(frappeErrorBody(error.excType, error.message, error.title));
    });
  },
  { name: 'error-handler' },
);

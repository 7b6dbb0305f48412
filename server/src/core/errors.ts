/**
 * The Frappe exception classes our API raises. `excType` is what clients read (`exc_type`), so it
 * is spelled out rather than taken from the JavaScript class name.
 */
export class AppError extends Error {
  readonly excType: string = 'ValidationError';
  readonly statusCode: number = 417;
  readonly title: string = 'Message';
  readonly headers: Record<string, string> = {};
}

export class ValidationError extends AppError {}

export class MandatoryError extends AppError {
  override readonly excType = 'MandatoryError';
  override readonly title = 'Missing Values Required';
}

export class LinkValidationError extends AppError {
  override readonly excType = 'LinkValidationError';
}

/** Frappe's: a document other documents still link to cannot be deleted. */
export class LinkExistsError extends AppError {
  override readonly excType = 'LinkExistsError';
}

export class DataError extends AppError {
  override readonly excType = 'DataError';
}

export class TimestampMismatchError extends AppError {
  override readonly excType = 'TimestampMismatchError';
}

export class AuthenticationError extends AppError {
  override readonly excType = 'AuthenticationError';
  override readonly statusCode = 401;
  override readonly title = 'Not Permitted';
}

/** @public Frappe's exception of that name, which clients recognise by `exc_type`; kept with the others, though nothing raises it yet. */
export class SessionExpired extends AppError {
  override readonly excType = 'SessionExpired';
  override readonly statusCode = 401;
  override readonly title = 'Session Expired';
}

export class PermissionError extends AppError {
  override readonly excType = 'PermissionError';
  override readonly statusCode = 403;
  override readonly title = 'Not Permitted';
}

export class DoesNotExistError extends AppError {
  override readonly excType = 'DoesNotExistError';
  override readonly statusCode = 404;
  override readonly title = 'Not Found';
}

export class DuplicateEntryError extends AppError {
  override readonly excType = 'DuplicateEntryError';
  override readonly statusCode = 409;
  override readonly title = 'Duplicate Entry';
}

export class CSRFTokenError extends AppError {
  override readonly excType = 'CSRFTokenError';
  override readonly statusCode = 400;
  constructor(message = 'Invalid Request') {
    super(message);
  }
}

export class TooManyRequestsError extends AppError {
  override readonly excType = 'TooManyRequestsError';
  override readonly statusCode = 429;
  override readonly title = 'Too Many Requests';
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export class FileSizeError extends AppError {
  override readonly excType = 'FileSizeError';
  override readonly statusCode = 413;
}

/** A client error raised by Fastify or a plugin, kept with its own status code. */
export class HttpError extends AppError {
  override readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** The error body Frappe sends and frappe-js-sdk reads. */
export interface FrappeErrorBody {
  exc_type: string;
  exception: string;
  _server_messages: string;
  message: string;
  exc?: string;
}

export function frappeErrorBody(excType: string, message: string, title = 'Message'): FrappeErrorBody {
  const serverMessage = JSON.stringify({ message, title, indicator: 'red', raise_exception: 1 });
  return {
    exc_type: excType,
    exception: `frappe.exceptions.${excType}: ${message}`,
    _server_messages: JSON.stringify([serverMessage]),
    message,
  };
}

/** An error in words for a record's `error` column (an outbox row, a log): its message, cut to 500 characters. */
export function errorReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

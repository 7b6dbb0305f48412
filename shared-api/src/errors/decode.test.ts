import { decodeFrappeError, decodeServerMessages, networkError, parseException, timeoutError } from './decode';
import { FrappeError, STALE_SAVE_MESSAGE, errorMessage, isFrappeError } from './frappe-error';

/** Build `_server_messages` the way Frappe does: a JSON list of JSON-encoded message objects. */
function serverMessages(...messages: string[]): string {
  return JSON.stringify(
    messages.map((message) =>
      JSON.stringify({ message, title: 'Message', indicator: 'red', raise_exception: 1, __frappe_exc_id: 'a1b2' }),
    ),
  );
}

describe('decodeFrappeError', () => {
  it('reads a Frappe 417 validation error from its _server_messages', () => {
    const body = {
      exception: 'frappe.exceptions.ValidationError: Agreement Number is mandatory',
      exc_type: 'ValidationError',
      _exc_source: 'arbitroute (app)',
      exc: '["Traceback (most recent call last):\\n  File \\"apps/frappe/frappe/app.py\\" ..."]',
      _server_messages: serverMessages('Agreement Number is mandatory'),
    };
    const error = decodeFrappeError(417, body);
    expect(error).toBeInstanceOf(FrappeError);
    expect(error.status).toBe(417);
    expect(error.excType).toBe('ValidationError');
    expect(error.messages).toEqual(['Agreement Number is mandatory']);
    expect(error.message).toBe('Agreement Number is mandatory');
    expect(error.body).toEqual(body);
  });

  it('tells a person what a refused stale save means instead of two raw timestamps', () => {
    const error = decodeFrappeError(417, {
      exc_type: 'TimestampMismatchError',
      _server_messages: serverMessages('Document has been modified after you have opened it (2026-11-28 10:00:01.000000, 2026-11-28 10:00:00.000000). Please refresh to get the latest document.'),
    });
    expect(error.excType).toBe('TimestampMismatchError');
    expect(error.message).toBe(STALE_SAVE_MESSAGE);
    expect(error.messages[0]).toMatch(/Document has been modified after you have opened it/);
  });

  it('keeps every server message, stripped of markup, in order', () => {
    const error = decodeFrappeError(
      417,
      { exc_type: 'MandatoryError', _server_messages: serverMessages('<b>State</b> is required', 'Pin &amp; code') },
    );
    expect(error.messages).toEqual(['State is required', 'Pin & code']);
    expect(error.message).toBe('State is required\nPin & code');
  });

  it('accepts a body that arrives as JSON text', () => {
    const text = JSON.stringify({ exc_type: 'DuplicateEntryError', message: 'Claim ARB-00001 already exists' });
    const error = decodeFrappeError(409, text);
    expect(error.excType).toBe('DuplicateEntryError');
    expect(error.message).toBe('Claim ARB-00001 already exists');
  });

  it('reads the plain message of a failed login', () => {
    const error = decodeFrappeError(401, { message: 'Invalid login credentials', exc_type: 'AuthenticationError' });
    expect(error.excType).toBe('AuthenticationError');
    expect(error.messages).toEqual([]);
    expect(error.message).toBe('Invalid login credentials');
  });

  it('takes the type and text from an exception string when exc_type is absent', () => {
    const error = decodeFrappeError(404, {
      exception: 'frappe.exceptions.DoesNotExistError: User Registration ur-9 not found',
    });
    expect(error.excType).toBe('DoesNotExistError');
    expect(error.message).toBe('User Registration ur-9 not found');
  });

  it('does not show the exception text of a server crash', () => {
    const error = decodeFrappeError(500, {
      exception: 'pymysql.err.OperationalError: (1054, "Unknown column \'x\' in \'field list\'")',
    });
    expect(error.excType).toBe('OperationalError');
    expect(error.message).toBe('Something went wrong on the server. Please try again.');
  });

  it('shows our server’s request id message on a 500', () => {
    const error = decodeFrappeError(500, { exc_type: 'InternalError', message: 'Internal error, id 7f3a' });
    expect(error.message).toBe('Internal error, id 7f3a');
  });

  it('reads a CSRF rejection', () => {
    const error = decodeFrappeError(400, {
      exc_type: 'CSRFTokenError',
      _server_messages: serverMessages('Invalid Request'),
    });
    expect(error.excType).toBe('CSRFTokenError');
    expect(error.message).toBe('Invalid Request');
  });

  it('falls back to a text for the status when the body is a proxy HTML page', () => {
    const error = decodeFrappeError(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    expect(error.excType).toBe('ServerError');
    expect(error.message).toBe('The server is unavailable right now. Please try again shortly.');
    expect(error.body).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>');
  });

  it('names the type after the status when the body is empty', () => {
    expect(decodeFrappeError(403, '').excType).toBe('PermissionError');
    expect(decodeFrappeError(403, '').message).toBe('You do not have permission to do this.');
    expect(decodeFrappeError(429, undefined).excType).toBe('TooManyRequestsError');
    expect(decodeFrappeError(418, null).excType).toBe('HTTPError');
  });

  it('reads a message nested in a method reply', () => {
    const error = decodeFrappeError(417, { message: { success: false, message: 'Invalid OTP' } });
    expect(error.message).toBe('Invalid OTP');
  });
});

describe('decodeServerMessages', () => {
  it('tolerates layers that are already decoded and skips empty entries', () => {
    expect(decodeServerMessages([{ message: 'One' }, 'Two', { title: 'no message' }, ''])).toEqual(['One', 'Two']);
    expect(decodeServerMessages('not json')).toEqual([]);
    expect(decodeServerMessages(undefined)).toEqual([]);
  });
});

describe('parseException', () => {
  it('splits a dotted class name from its text', () => {
    expect(parseException('frappe.exceptions.ValidationError: text: with colon')).toEqual({
      type: 'ValidationError',
      text: 'text: with colon',
    });
    expect(parseException('PermissionError')).toEqual({ type: 'PermissionError', text: undefined });
  });
});

describe('network and timeout errors', () => {
  it('uses status 0 and tells the person to check the connection', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect(error.status).toBe(0);
    expect(error.excType).toBe('NetworkError');
    expect(error.message).toBe('Network error: check your connection and try again');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(timeoutError().excType).toBe('TimeoutError');
  });
});

describe('isFrappeError and errorMessage', () => {
  it('recognises a FrappeError and gives its message', () => {
    const error = decodeFrappeError(417, { message: 'Pincode must be exactly 6 digits' });
    expect(isFrappeError(error)).toBe(true);
    expect(errorMessage(error, 'Claim Accepted faild')).toBe('Pincode must be exactly 6 digits');
  });

  it('recognises a FrappeError made by another copy of the module', () => {
    const foreign = Object.assign(new Error('x'), { name: 'FrappeError', status: 403, excType: 'PermissionError' });
    expect(isFrappeError(foreign)).toBe(true);
  });

  it('uses the fallback for programming errors and unknown values', () => {
    expect(isFrappeError(new TypeError('x is undefined'))).toBe(false);
    expect(errorMessage(new TypeError('x is undefined'), 'Error updating profile')).toBe('Error updating profile');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage('Invalid OTP', 'fallback')).toBe('Invalid OTP');
  });
});

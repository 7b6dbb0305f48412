import fp from 'fastify-plugin';
import { ValidationError } from '../core/errors';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body is
 * `{}` (clients POST methods with a JSON content type and no body) and bad JSON is a 417.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, (error, value) => {
        if (error) return done(new ValidationError('The request body is not valid JSON'), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);

#!/usr/bin/env node
// A WhatsApp Business Cloud API stand-in for the browser journeys: takes `POST /{version}/{phone-number-id}/messages`
// with the Bearer token the portal was given and answers with a message id (wamid), as Meta does.
// Journeys then post the signed status webhook themselves (support/whatsapp.ts).
import { createServer } from 'node:http';

const port = Number(process.env.E2E_WHATSAPP_PORT);
let serial = 0;
createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || !/^\/v[\d.]+\/[^/]+\/messages$/.test(request.url ?? '')) {
      response.statusCode = 400;
      return response.end(JSON.stringify({ error: { message: 'Unsupported post request.', code: 100 } }));
    }
    if (request.headers.authorization !== `Bearer ${process.env.WHATSAPP_ACCESS_TOKEN}`) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    serial += 1;
    response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.e2e${Date.now()}${serial}` }] }));
  });
}).listen(port, '127.0.0.1');

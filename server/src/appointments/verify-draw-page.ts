import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicDraw } from 'shared-api/methods';
import { contextFor } from '../core/context';
import { GUEST_USER } from '../core/session-user';
import { escapeHtml } from '../printing/document-html';
import { newCspNonce } from '../security/headers';
import { publicDraw } from './methods';

/*
 * `/verify-draw/<id>`, public, no login: the draw's inputs and result, recomputed in the reader's
 * browser by `/verify-draw/draw.js`, which is shared-api's published algorithm
 * (shared-api/src/appointments) bundled as it is, so the page checks the server rather than trusting it.
 */

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; color: #1a1b1e; background: #f8f9fa; }
  main { max-width: 760px; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 24px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ol { padding-left: 1.4rem; overflow-wrap: anywhere; }
  .hash { font-family: ui-monospace, monospace; font-size: 0.85rem; }
  .ok { color: #1b5e20; font-weight: 600; }
  .bad { color: #b71c1c; font-weight: 600; }
  @media (max-width: 480px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 8px; } }
`;

function displayDatetime(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]} IST` : 'Not yet';
}

const hash = (value: string | null) => `<span class="hash">${escapeHtml(value ?? 'Not yet')}</span>`;

export function drawPage(draw: PublicDraw | null, id: string, nonce: string): string {
  let body: string;
  if (!draw) {
    body = `<h1>Appointment draw</h1><p class="bad" role="alert">No appointment draw has the id ${escapeHtml(id.slice(0, 40))}.</p><p>Check the link in the notice of appointment.</p>`;
  } else {
    const excluded = Object.entries(draw.excluded);
    // The record the script recomputes: exactly what is shown, nothing more.
    const record = JSON.stringify({
      status: draw.status,
      case_name: draw.case_name,
      eligible: draw.eligible,
      list_hash: draw.list_hash,
      allocation_seed: draw.allocation_seed,
      case_seed: draw.case_seed,
      candidates: draw.candidates,
      neutral: draw.neutral,
    }).replace(/</g, '\\u003c');
    body = `<h1>Appointment draw for case ${escapeHtml(draw.case_name)}</h1>
<p>The neutral for this case was drawn by the portal's published algorithm (${escapeHtml(draw.algorithm)}, version ${escapeHtml(draw.algorithm_version)}).
The list of eligible neutrals was committed, by its hash, before the seed was taken from the server's random source.</p>
<dl>
<dt>Status</dt><dd>${escapeHtml(draw.status)}${draw.void_reason ? `: ${escapeHtml(draw.void_reason)}` : ''}</dd>
<dt>Legal basis</dt><dd>${escapeHtml(draw.legal_basis)} (${escapeHtml(draw.legal_reference)})</dd>
<dt>List committed</dt><dd>${displayDatetime(draw.committed_at)}</dd>
<dt>Seed taken</dt><dd>${displayDatetime(draw.seed_taken_at)}</dd>
<dt>List hash</dt><dd>${hash(draw.list_hash)}</dd>
<dt>Allocation seed</dt><dd>${hash(draw.allocation_seed)}</dd>
<dt>Case seed</dt><dd>${hash(draw.case_seed)}</dd>
<dt>Candidate mask</dt><dd>${hash(draw.candidates)}</dd>
<dt>Neutral drawn</dt><dd>${draw.neutral ? `${escapeHtml(draw.neutral_name ?? draw.neutral)} (${escapeHtml(draw.neutral)})` : 'Nobody'}</dd>
${draw.item_22_rule === 'Disclose' && draw.party_appointments ? `<dt>Disclosed</dt><dd>Appointed ${draw.party_appointments} time(s) before by the claimant in the past three years (Fifth Schedule, item 22)</dd>` : ''}
</dl>
<h2>Eligible neutrals, in the order hashed (${draw.eligible.length})</h2>
<ol>${draw.eligible.map((email) => `<li>${escapeHtml(draw.eligible_names[email] ?? email)} <span class="hash">${escapeHtml(email)}</span></li>`).join('')}</ol>
<p>Left out of the panels' members: ${excluded.length ? excluded.map(([rule, count]) => `${escapeHtml(rule)}: ${count}`).join('; ') : 'none'}.</p>
<h2>Recomputed in your browser</h2>
<noscript><p>Turn on JavaScript to recompute the draw here, or recompute it yourself as described below.</p></noscript>
<dl>
<dt>List hash</dt><dd id="check-list-hash">…</dd>
<dt>Case seed</dt><dd id="check-case-seed">…</dd>
<dt>Candidates</dt><dd id="check-candidates">…</dd>
<dt>Neutral</dt><dd id="check-neutral">…</dd>
</dl>
<p id="verdict" role="status">Recomputing…</p>
<h2>Recompute it yourself</h2>
<p>With A = "${escapeHtml(draw.algorithm)}/${escapeHtml(draw.algorithm_version)}" and SHA-256 written as 64 lowercase hex digits:
list digest = SHA-256(A, "list", the e-mails above one a line); list hash = SHA-256(A, "case", case number, list digest);
case seed = SHA-256(A, "seed", allocation seed, case number); the candidates are the e-mails whose bit is set in the mask
(bit i of byte i÷8, lowest bit first); the neutral is candidate number SHA-256(A, "draw", case seed, list hash, mask) modulo the number of candidates
(counting from 0). The parts are joined by line breaks. The code is shared-api/src/appointments/draw.ts in the portal's source.</p>
<script type="application/json" id="draw-record">${record}</script>
<script src="/verify-draw/draw.js" defer></script>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Appointment draw verification</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

let script: Promise<string> | null = null;

/** shared-api's verify-page.ts with the algorithm, bundled once per process for browsers. */
function drawScript(): Promise<string> {
  script ??= (async () => {
    const { build } = await import('esbuild');
    const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('shared-api/appointments')), 'verify-page.ts');
    const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2020', minify: true, write: false, logLevel: 'silent' });
    return result.outputFiles[0].text;
  })();
  script.catch(() => {
    script = null;
  });
  return script;
}

async function pageRoute(request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const draw = await publicDraw(contextFor(request.server.services, GUEST_USER), id);
  const nonce = newCspNonce();
  request.cspNonce = nonce;
  return reply.code(draw ? 200 : 404).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(drawPage(draw, id, nonce));
}

export async function verifyDrawRoutes(app: FastifyInstance): Promise<void> {
  app.get('/verify-draw/draw.js', async (_request, reply) =>
    reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(await drawScript()),
  );
  app.get('/verify-draw/:id', pageRoute);
}

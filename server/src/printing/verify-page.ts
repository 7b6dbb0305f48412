import type { VerificationRecord } from './print-service';
import { escapeHtml } from './document-html';
import type { InspectedSignature, PdfSignatureReport } from '../signatures/inspect';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; color: #1a1b1e; background: #f8f9fa; }
  main { max-width: 640px; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .hash { font-family: ui-monospace, monospace; font-size: 0.85rem; }
  .ok { color: #1b5e20; font-weight: 600; }
  .bad { color: #b71c1c; font-weight: 600; }
  form { margin-top: 16px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  button { padding: 8px 16px; border-radius: 4px; border: 1px solid #1c7ed6; background: #1c7ed6; color: #fff; font-size: 1rem; cursor: pointer; }
`;

function displayDate(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'Nil';
}

/** Indian time, DD-MM-YYYY HH:MM:SS IST. */
function istTime(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + 330 * 60 * 1000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)} ${ist.slice(11, 19)} IST`;
}

/** Who signed the PDF digitally, with which certificate, when (any PDF reader shows the same). */
function signatureRows(record: VerificationRecord): string {
  const signature = record.signature;
  if (!signature) return '<dt>Digital signature</dt><dd>None (issued before documents were signed)</dd>';
  return `<dt>Signed by</dt><dd>${escapeHtml(signature.signer)}</dd>
<dt>Certificate</dt><dd>${escapeHtml(signature.subject)}<br>issued by ${escapeHtml(signature.issuer)}<br><span class="hash">serial ${escapeHtml(signature.serial)}</span></dd>
<dt>Signed at</dt><dd>${escapeHtml(istTime(signature.time))}${signature.timestamped ? ' (time-stamped by a time-stamp authority)' : ''}</dd>
`;
}

function inspectedRow(signature: InspectedSignature, last: boolean): string {
  let verdict: string;
  if (signature.problem) verdict = `<span class="bad">Could not be checked: ${escapeHtml(signature.problem)}</span>`;
  else if (!signature.digestMatches || !signature.signatureValid) verdict = '<span class="bad">Changed after signing: the signed bytes no longer match this signature</span>';
  else if (signature.coversWholeFile) verdict = '<span class="ok">Valid; covers the whole file</span>';
  else if (last) verdict = `<span class="bad">Valid for the part it signed, but ${signature.appendedBytes} bytes were added after it that no signature covers</span>`;
  else verdict = `<span class="ok">Valid for the revision it signed; later signatures added ${signature.appendedBytes} bytes</span>`;
  const time = signature.timestampTime
    ? `${istTime(signature.timestampTime)} (time-stamped)`
    : signature.claimedTime
      ? `${istTime(signature.claimedTime)} (claimed by the signer)`
      : 'Not stated';
  return `<dt>Signature ${signature.index}</dt><dd>${verdict}<br>Signer: ${escapeHtml(signature.subject ?? 'unknown')}<br>Issued by: ${escapeHtml(signature.issuer ?? 'unknown')}<br>Signed at: ${escapeHtml(time)}</dd>\n`;
}

/** What the uploaded copy's own signatures say, each checked against the bytes it signed. */
function inspectionSection(report: PdfSignatureReport): string {
  if (report.signatures.length === 0) return '<p class="bad" role="alert">The uploaded PDF carries no digital signature.</p>';
  const summary = report.unchanged
    ? '<p class="ok" role="status">Its digital signatures are valid and the file is unchanged since the last one.</p>'
    : `<p class="bad" role="alert">The file was changed after it was signed: ${report.signatures
        .filter((signature, i) => signature.problem || !signature.digestMatches || !signature.signatureValid || (i === report.signatures.length - 1 && !signature.coversWholeFile))
        .map((signature) => `signature ${signature.index}`)
        .join(', ')} no longer covers it.</p>`;
  return `<h2>Signatures in the uploaded PDF</h2>${summary}<dl>${report.signatures.map((signature, i) => inspectedRow(signature, i === report.signatures.length - 1)).join('')}</dl>`;
}

/** The public page of `/verify/<code>`: what the portal issued under this code, nothing more. */
export function verificationPage({ code, record, check, signatures, nonce }: { code: string; record: VerificationRecord | null; check?: boolean; signatures?: PdfSignatureReport; nonce: string }): string {
  let body: string;
  if (!record) {
    body = `<h1>Document verification</h1><p class="bad" role="alert">No document has the verification code ${escapeHtml(code.slice(0, 40))}.</p><p>Check the code printed at the foot of the document.</p>`;
  } else {
    const result =
      check === undefined
        ? ''
        : check
          ? '<p class="ok" role="status">This PDF is the document issued under this code.</p>'
          : '<p class="bad" role="alert">This PDF does not match: it is not the document issued under this code, or it has been changed.</p>';
    body = `<h1>Document verification</h1>
<p>The portal issued this document under verification code <strong>${escapeHtml(record.code)}</strong>.</p>
<dl>
<dt>Case number</dt><dd>${escapeHtml(record.case)}</dd>
<dt>Document</dt><dd>${escapeHtml(record.document_kind)}</dd>
<dt>Date</dt><dd>${displayDate(record.document_date)}</dd>
<dt>SHA-256</dt><dd class="hash">${escapeHtml(record.sha256)}</dd>
${signatureRows(record)}</dl>
<p>A genuine copy has exactly this SHA-256 fingerprint${record.signature ? ', and any PDF reader shows its digital signature as valid and the document unchanged since it was signed' : ''}. Check your copy:</p>
${result}
${signatures ? inspectionSection(signatures) : ''}
<form method="post" enctype="multipart/form-data" action="/verify/${encodeURIComponent(record.code)}">
<label for="pdf">PDF file</label> <input id="pdf" name="file" type="file" accept="application/pdf" required> <button type="submit">Check PDF</button>
</form>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Document verification</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

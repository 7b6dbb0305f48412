import type { MultipartFile } from '@fastify/multipart';
import type { RequestContext } from '../core/context';
import { serializeDoc } from '../core/doctype/serialize';
import { docInScope, loadDoc } from '../core/documents';
import { AppError, PermissionError, ValidationError } from '../core/errors';
import { registerMethod } from '../core/methods';
import { ALL_ROWS } from '../core/query/scope';
import { assertPermission } from '../core/permissions';
import { rowScope } from '../core/row-scope';
import { isGuest } from '../core/session-user';
import { guestUploadTarget } from '../doctypes/profiles/sign-up-token';
import { fileTooLarge, saveFile } from './save-file';

interface UploadForm {
  content?: Buffer;
  /** The cap the file was read under. */
  maxBytes: number;
  clientName: string;
  fields: Record<string, string>;
}

async function readForm(ctx: RequestContext): Promise<UploadForm> {
  const request = ctx.request!;
  if (!request.isMultipart()) throw new ValidationError('upload_file expects multipart/form-data with a "file" part');
  const { maxUploadBytes, maxBulkUploadBytes } = ctx.services.config;
  const form: UploadForm = { clientName: '', fields: {}, maxBytes: maxUploadBytes };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || form.content) {
          file.file.resume();
          throw new ValidationError('Send exactly one file, in the "file" field');
        }
        // A bulk filing spreadsheet (for a Lot) may be larger than other files; the fields that
        // say so must come before the file (shared-api's upload sends them first).
        form.maxBytes = isBulkSpreadsheet(form.fields) ? maxBulkUploadBytes : maxUploadBytes;
        form.content = await readCapped(file, form.maxBytes);
        form.clientName = file.filename;
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(form.maxBytes);
    if (code === 'FST_FILES_LIMIT') throw new ValidationError('Send exactly one file, in the "file" field');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ValidationError('The upload has too many fields');
    if (error instanceof AppError) throw error;
    // Anything else the parser meets (no closing boundary, a truncated part, a body that is not
    // multipart at all) is a malformed request, not a fault of ours.
    throw new ValidationError(`The upload is not valid multipart/form-data: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
  }
  return form;
}

/** An upload to a Lot: the spreadsheet of a bulk filing. */
function isBulkSpreadsheet(fields: Record<string, string>): boolean {
  return fields.doctype?.trim() === 'Lot';
}

/** The file's content, refused as soon as it passes `maxBytes` (the rest is drained, not kept). */
async function readCapped(file: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      file.file.resume();
      throw fileTooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  if (file.file.truncated) throw fileTooLarge(maxBytes);
  return Buffer.concat(chunks);
}

/**
 * Attaching needs the right to change the document; a document not saved yet (the spec's
 * "CR-empty") needs the right to create one of its kind, and is linked when it is saved. A
 * document its case's stage has closed takes no more files.
 */
async function assertMayAttach(ctx: RequestContext, doctypeName: string, docname: string): Promise<void> {
  const doctype = ctx.registry.require(doctypeName);
  const exists = docname ? await loadDoc(ctx.db, ctx.registry, doctype, docname) : null;
  if (!exists) {
    assertPermission(ctx.user, doctype, 'create', ctx.registry);
    return;
  }
  assertPermission(ctx.user, doctype, 'write', ctx.registry);
  if (!(await docInScope(ctx.db, doctype, docname, rowScope(ctx, doctype, 'write') ?? ALL_ROWS))) {
    throw new PermissionError(`No permission to attach files to ${doctype.name} ${docname}`);
  }
  await doctype.assertChangeable?.(ctx, exists);
}

registerMethod('upload_file', {
  httpMethods: ['POST'],
  // Guests reach it only for their own sign-up's files (guestUploadTarget).
  allowGuest: true,
  async handler(ctx) {
    const form = await readForm(ctx);
    if (!form.content) throw new ValidationError('No file attached (send it in the "file" field)');
    const { fields } = form;
    let doctype = fields.doctype?.trim();
    let docname = fields.docname?.trim() ?? '';
    const fileName = fields.file_name?.trim() || form.clientName;
    // A guest writes nothing but the files of their own sign-up (profiles/sign-up-token.ts).
    const guest = isGuest(ctx.user);
    if (guest) ({ doctype, name: docname } = await guestUploadTarget(ctx, fields, form.content, fileName));
    else if (doctype) await assertMayAttach(ctx, doctype, docname);
    const file = await saveFile(ctx, {
      content: form.content,
      fileName,
      // Identity documents of a sign-up are never public.
      isPrivate: guest || ['1', 'true'].includes((fields.is_private ?? '').trim().toLowerCase()),
      attachedToDoctype: doctype,
      attachedToName: doctype ? docname : undefined,
      attachedToField: fields.fieldname?.trim(),
      folder: fields.folder?.trim(),
      maxBytes: form.maxBytes,
    });
    return serializeDoc(ctx.registry, ctx.registry.require('File'), file);
  },
});

import type { MultipartFile } from '@fastify/multipart';
import type { RequestContext } from '../core/context';
import { serializeDoc } from '../core/doctype/serialize';
import { docInScope, loadDoc } from '../core/documents';
import { AppError, PermissionError, ValidationError } from '../core/errors';
import { pathMethods } from '../core/methods';
import { ALL_ROWS } from '../core/query/scope';
import { assertPermission } from '../core/permissions';
import { rowScope } from '../core/row-scope';
import { isGuest } from '../core/session-user';
import { countSignUpUpload, guestUploadTarget, SIGN_UP_MAX_FILE_BYTES } from '../doctypes/profiles/sign-up-token';
import { fileTooLarge, recordFile, storeContent, type StoredContent } from './save-file';

/** Where a file is attached: checked that the caller may put it there. */
interface AttachTarget {
  doctype?: string;
  docname: string;
  /** A guest's sign-up (its token id): the file counts against its limits. */
  signUp?: string;
}

interface UploadForm {
  fields: Record<string, string>;
  /** The file, in the store but not yet recorded as a File. */
  stored?: StoredContent;
  clientName: string;
  /** Where the file was let in when it arrived, and the fields that decided it. */
  target?: AttachTarget;
  checkedFields?: string;
}

/** The fields access depends on (a change after the file arrived means checking again). */
const accessFields = (fields: Record<string, string>) => JSON.stringify([fields.doctype?.trim(), fields.docname?.trim(), fields.signup_token?.trim()]);

/**
 * Reads the form, streaming its file into the store as it arrives. The fields sent before the file
 * decide where it may go, checked before anything is stored; on any failure nothing is left behind.
 */
async function receiveUpload(ctx: RequestContext): Promise<UploadForm> {
  const request = ctx.request!;
  if (!request.isMultipart()) throw new ValidationError('upload_file expects multipart/form-data with a "file" part');
  const { storage, config } = ctx.services;
  const form: UploadForm = { clientName: '', fields: {} };
  let maxBytes = config.maxUploadBytes;
  // While the file is checked and stored, an error is the store's or the database's (ours) unless
  // the file stream itself failed (a truncated part, a client gone).
  let storing: MultipartFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'file' || form.stored) {
        file.file.resume();
        throw new ValidationError('Send exactly one file, in the "file" field');
      }
      // A bulk filing spreadsheet (for a Lot) may be larger than other files; the fields that
      // say so must come before the file (shared-api's upload sends them first).
      maxBytes = isBulkSpreadsheet(form.fields) ? config.maxBulkUploadBytes : config.maxUploadBytes;
      form.clientName = file.filename;
      storing = file;
      const target = await attachTarget(ctx, form.fields).catch((error) => {
        file.file.resume();
        throw error;
      });
      form.target = target;
      form.checkedFields = accessFields(form.fields);
      if (target.signUp) maxBytes = Math.min(maxBytes, SIGN_UP_MAX_FILE_BYTES);
      form.stored = await storeContent(storage, file.file, {
        fileName: form.fields.file_name?.trim() || file.filename,
        maxBytes,
        beforeStore: target.signUp ? (type) => countSignUpUpload(ctx, target.signUp!, type) : undefined,
      });
      storing = undefined;
    }
  } catch (error) {
    if (form.stored) await storage.delete(form.stored.key);
    throw storing && !storing.file.errored ? error : uploadError(error, maxBytes);
  }
  return form;
}

function uploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return new ValidationError('Send exactly one file, in the "file" field');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ValidationError('The upload has too many fields');
  if (error instanceof AppError) return error;
  // Anything else the parser meets (no closing boundary, a truncated part, a body that is not
  // multipart at all, a client gone mid-file) is a malformed request, not a fault of ours.
  return new ValidationError(`The upload is not valid multipart/form-data: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
}

/** An upload to a Lot: the spreadsheet of a bulk filing. */
function isBulkSpreadsheet(fields: Record<string, string>): boolean {
  return fields.doctype?.trim() === 'Lot';
}

/** Where the file goes, once the caller may attach it there. */
async function attachTarget(ctx: RequestContext, fields: Record<string, string>): Promise<AttachTarget> {
  // A guest writes nothing but the files of their own sign-up (profiles/sign-up-token.ts).
  if (isGuest(ctx.user)) {
    const { doctype, name, tokenId } = await guestUploadTarget(ctx, fields);
    return { doctype, docname: name, signUp: tokenId };
  }
  const doctype = fields.doctype?.trim();
  const docname = fields.docname?.trim() ?? '';
  if (doctype) await assertMayAttach(ctx, doctype, docname);
  return { doctype, docname };
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

// Guests reach it only for their own sign-up's files (guestUploadTarget), with the fields that
// say so before the file.
async function uploadFile(ctx: RequestContext) {
  const form = await receiveUpload(ctx);
  const { fields, stored } = form;
  if (!stored) throw new ValidationError('No file attached (send it in the "file" field)');
  try {
    // Fields sent after the file (frappe-js-sdk sends it first) are checked before it is recorded.
    const { doctype, docname } = form.checkedFields === accessFields(fields) ? form.target! : await attachTarget(ctx, fields);
    const file = await recordFile(ctx, stored, {
      fileName: fields.file_name?.trim() || form.clientName,
      // Identity documents of a sign-up are never public.
      isPrivate: isGuest(ctx.user) || ['1', 'true'].includes((fields.is_private ?? '').trim().toLowerCase()),
      attachedToDoctype: doctype,
      attachedToName: doctype ? docname : undefined,
      attachedToField: fields.fieldname?.trim(),
      folder: fields.folder?.trim(),
    });
    return serializeDoc(ctx.registry, ctx.registry.require('File'), file);
  } catch (error) {
    await ctx.services.storage.delete(stored.key);
    throw error;
  }
}

export const uploadMethods = pathMethods({ upload_file: uploadFile });

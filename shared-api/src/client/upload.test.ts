import { FrappeError } from '../errors';
import { createFrappeClient } from './create-client';
import { FakeXhr } from './test-xhr';

const fileDoc = {
  name: 'f1a2b3',
  file_name: 'soc.pdf',
  file_url: '/private/files/soc.pdf',
  is_private: 1,
  file_size: 2048,
  attached_to_doctype: 'Claim',
  attached_to_name: 'ARB-00001',
};

function client(onUnauthorized = jest.fn()) {
  return createFrappeClient({
    baseUrl: 'https://odr.example',
    getCsrfToken: () => 'csrf-9',
    onUnauthorized,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  });
}

describe('upload', () => {
  it('posts multipart form data with credentials and the CSRF header, reporting progress', async () => {
    const progress: number[] = [];
    const file = new File(['%PDF-1.7 ...'], 'soc.pdf', { type: 'application/pdf' });
    const pending = client().upload(file, {
      doctype: 'Claim',
      docname: 'ARB-00001',
      fieldname: 'statement_of_claim',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(200, { message: fileDoc });

    await expect(pending).resolves.toEqual(fileDoc);
    expect(progress).toEqual([0, 0.25, 1, 1]);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://odr.example/api/method/upload_file');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-Frappe-CSRF-Token': 'csrf-9' });
    const form = xhr.sent as FormData;
    expect((form.get('file') as File).name).toBe('soc.pdf');
    expect(form.get('is_private')).toBe('1');
    expect(form.get('doctype')).toBe('Claim');
    expect(form.get('docname')).toBe('ARB-00001');
    expect(form.get('fieldname')).toBe('statement_of_claim');
    expect(form.has('folder')).toBe(false);
    // The file goes last, after the fields that tell the server where it belongs (a Lot's spreadsheet has a larger cap).
    expect([...form.keys()].at(-1)).toBe('file');
  });

  it('uploads a public file under a chosen name when asked', async () => {
    const pending = client().upload(new Blob(['x']), { isPrivate: false, fileName: 'letterhead.png' });
    const form = FakeXhr.last.sent as FormData;
    expect(form.get('is_private')).toBe('0');
    expect((form.get('file') as File).name).toBe('letterhead.png');
    expect(form.get('file_name')).toBe('letterhead.png');
    FakeXhr.last.respond(200, { message: { ...fileDoc, is_private: 0 } });
    await pending;
  });

  it('rejects with a decoded FrappeError when the server refuses the file', async () => {
    const onUnauthorized = jest.fn();
    const pending = client(onUnauthorized).upload(new File(['x'], 'a.exe'));
    FakeXhr.last.respond(417, { exc_type: 'ValidationError', message: 'File type not allowed' });
    await expect(pending).rejects.toBeInstanceOf(FrappeError);
    await expect(pending).rejects.toMatchObject({ status: 417, message: 'File type not allowed' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells onUnauthorized about a 401', async () => {
    const onUnauthorized = jest.fn();
    const pending = client(onUnauthorized).upload(new File(['x'], 'a.pdf'));
    FakeXhr.last.respond(401, { exc_type: 'SessionExpired' });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with a network error when the connection fails', async () => {
    const pending = client().upload(new File(['x'], 'a.pdf'));
    FakeXhr.last.onerror?.({} as ProgressEvent);
    await expect(pending).rejects.toMatchObject({ status: 0, excType: 'NetworkError' });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const pending = client().upload(new File(['x'], 'a.pdf'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});

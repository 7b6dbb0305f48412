/** @jest-environment jsdom */
import { useSessionStore } from '../session/store';
import { api, currentCsrfToken, setUnauthorizedHandler } from './api';
import { FakeXhr } from './test-xhr';

describe('default api instance', () => {
  const realXhr = window.XMLHttpRequest;

  beforeEach(() => {
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });

  afterEach(() => {
    window.XMLHttpRequest = realXhr;
    useSessionStore.getState().clearSession();
    delete (globalThis as { csrf_token?: string }).csrf_token;
  });

  it('sends the CSRF token of the session store, same origin', async () => {
    useSessionStore.getState().setCsrfToken('from-store');
    const pending = api.upload(new File(['x'], 'a.pdf'));
    expect(FakeXhr.last.url).toBe('/api/method/upload_file');
    expect(FakeXhr.last.headers['X-Frappe-CSRF-Token']).toBe('from-store');
    FakeXhr.last.respond(200, { message: { name: 'f1', file_name: 'a.pdf', file_url: '/files/a.pdf', is_private: 1 } });
    await pending;
  });

  it('falls back to the token a Frappe page sets on window, ignoring "None"', () => {
    (globalThis as { csrf_token?: string }).csrf_token = 'from-page';
    expect(currentCsrfToken()).toBe('from-page');
    (globalThis as { csrf_token?: string }).csrf_token = 'None';
    expect(currentCsrfToken()).toBeUndefined();
  });

  it('hands a 401 to the registered handler until it is unregistered', async () => {
    const handler = jest.fn();
    const unregister = setUnauthorizedHandler(handler);

    const first = api.upload(new File(['x'], 'a.pdf'));
    FakeXhr.last.respond(401, { exc_type: 'SessionExpired', message: 'Session Expired' });
    await expect(first).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ excType: 'SessionExpired' }));

    unregister();
    const second = api.upload(new File(['x'], 'a.pdf'));
    FakeXhr.last.respond(401, { exc_type: 'SessionExpired' });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

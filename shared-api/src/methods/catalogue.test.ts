import * as v from 'valibot';
import { createFrappeClient } from '../client/create-client';
import { fakeFetch, jsonResponse } from '../client/test-fetch';
import type { FrappeClient } from '../client/types';
import { APP_METHODS, PATH_METHODS } from './catalogue';
import { API_PREFIX, appMethodPath } from './prefix';

/*
 * The type check is the main guard: `npx tsc -p shared-api/tsconfig.json` fails on any line below
 * marked @ts-expect-error that stops being an error, and on every caller of a method that sends
 * what the catalogue does not declare.
 */
function typedCalls(client: FrappeClient) {
  // Reply types come from the catalogue.
  const stages: Promise<{ name: string; stage: string | null }> = client.call('get_stage_options', { case: 'ARB-1' });
  const count: Promise<number> = client.callPath('frappe.client.get_count', { doctype: 'Claim' });
  // A method without required arguments needs none.
  void client.call('get_boot_info');
  // @ts-expect-error an unknown method name
  void client.call('no_such_method');
  // @ts-expect-error a full path is not a short name: the prefix is the client's
  void client.call('arbitroute.api.react_api.get_boot_info');
  // @ts-expect-error a required argument missing
  void client.call('correct_stage', { case: 'ARB-1', stage: 'Hearing' });
  // @ts-expect-error an argument of the wrong type
  void client.call('correct_stage', { case: 'ARB-1', stage: 'Hearing', reason: 3 });
  // @ts-expect-error required arguments cannot be left out altogether
  void client.call('login');
  // @ts-expect-error the reply is not what the catalogue says
  const wrong: Promise<string> = client.call('dashboard_cards', { email: 'a@b.in' });
  // @ts-expect-error Frappe's own methods go through callPath
  void client.call('logout');
  return [stages, count, wrong];
}

describe('method catalogue', () => {
  it('sends a short name under the portal’s module path', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ message: { user: 'Guest' } }));
    const client = createFrappeClient({ baseUrl: 'https://portal.example.in', fetch });
    await expect(client.call('get_boot_info', undefined, { httpMethod: 'GET' })).resolves.toEqual({ user: 'Guest' });
    expect(requests[0].url.pathname).toBe(`/api/method/${API_PREFIX}.get_boot_info`);
    expect(appMethodPath('login')).toBe('arbitroute.api.react_api.login');
    expect(typeof typedCalls).toBe('function');
  });

  it('declares arguments as valibot objects that accept what the screens send and refuse what they must not', () => {
    expect(v.safeParse(APP_METHODS.correct_stage.args, { case: 'ARB-1', stage: 'Hearing', reason: 'Records show a hearing' }).success).toBe(true);
    expect(v.safeParse(APP_METHODS.correct_stage.args, { case: 'ARB-1', stage: 'Hearing' }).success).toBe(false);
    expect(v.safeParse(APP_METHODS.review_profile.args, { name: 'UR-1', action: 'Maybe' }).success).toBe(false);
    expect(v.safeParse(PATH_METHODS.login.args, { usr: 'a@b.in', pwd: 'x' }).success).toBe(true);
  });

  it('says who may call every method and what it is for', () => {
    for (const [name, spec] of [...Object.entries(APP_METHODS), ...Object.entries(PATH_METHODS)]) {
      expect({ name, ok: spec.access === 'guest' || spec.access === 'signed-in' || spec.access.roles.length > 0 }).toEqual({ name, ok: true });
      expect(spec.summary.length).toBeGreaterThan(0);
    }
    for (const name of Object.keys(APP_METHODS)) expect(name).toMatch(/^[a-z_]+$/);
  });
});

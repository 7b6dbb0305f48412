import { createFrappeClient } from '../client/create-client';
import { fakeFetch, jsonResponse } from '../client/test-fetch';
import type { RecordedRequest } from '../client/test-fetch';
import {
  fetchUserRegistration,
  forgetPassword,
  getBootInfo,
  isGuest,
  login,
  logout,
  resetPassword,
} from './auth';

function clientAnswering(respond: (request: RecordedRequest) => Response) {
  const fake = fakeFetch(respond);
  return { client: createFrappeClient({ baseUrl: 'https://odr.example', fetch: fake.fetch }), requests: fake.requests };
}

const loginReply = {
  success: true,
  user: 'asha@lender.in',
  full_name: 'Asha Rao',
  roles: ['Claimant'],
  csrf_token: 'tok',
  user_type: 'Claimant',
};

describe('login', () => {
  it('posts login_id and password in the body and returns the reply', async () => {
    const { client, requests } = clientAnswering(() => jsonResponse({ message: loginReply }));
    await expect(login('asha@lender.in', 'secret', client)).resolves.toEqual(loginReply);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.login');
    expect(requests[0].url.search).toBe('');
    expect(JSON.parse(requests[0].body)).toEqual({ login_id: 'asha@lender.in', password: 'secret' });
  });

  it('throws an authentication error when the server answers success: false', async () => {
    const { client } = clientAnswering(() => jsonResponse({ message: { success: false, message: 'Invalid credentials' } }));
    await expect(login('x', 'secret', client)).rejects.toMatchObject({
      status: 401,
      excType: 'AuthenticationError',
      message: 'Invalid credentials',
    });
  });

  it('passes a 401 from the server through as a FrappeError', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({ message: 'Invalid login credentials', exc_type: 'AuthenticationError' }, 401),
    );
    await expect(login('x', 'wrongpw', client)).rejects.toMatchObject({ status: 401, message: 'Invalid login credentials' });
  });
});

describe('session calls', () => {
  it('logs out with POST /api/method/logout', async () => {
    const { client, requests } = clientAnswering(() => jsonResponse({}));
    await logout(client);
    expect([requests[0].method, requests[0].url.pathname]).toEqual(['POST', '/api/method/logout']);
  });

  it('reads the boot info with GET and recognises a guest', async () => {
    const { client, requests } = clientAnswering(() => jsonResponse({ message: { user: 'Guest' } }));
    const info = await getBootInfo(client);
    expect(isGuest(info)).toBe(true);
    expect(isGuest({ user: 'asha@lender.in' })).toBe(false);
    expect([requests[0].method, requests[0].url.pathname]).toEqual([
      'GET',
      '/api/method/arbitroute.api.react_api.get_boot_info',
    ]);
  });
});

describe('password calls', () => {
  it('asks for a new password by email', async () => {
    const { client, requests } = clientAnswering(() => jsonResponse({ message: 'sent' }));
    await forgetPassword('asha@lender.in', client);
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.forget_password');
    expect(JSON.parse(requests[0].body)).toEqual({ email: 'asha@lender.in' });
  });

  it('changes the password with old, new and confirmation', async () => {
    const { client, requests } = clientAnswering(() => jsonResponse({ message: 'ok' }));
    const input = { email: 'a@b.in', old_password: 'oldpass', new_password: 'newpass', confirm_password: 'newpass' };
    await resetPassword(input, client);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.reset_password');
    expect(JSON.parse(requests[0].body)).toEqual(input);
  });
});

describe('fetchUserRegistration', () => {
  it('looks the user up by email_id with the summary fields and returns the first row', async () => {
    const row = {
      name: 'UR-0001',
      user_type: 'Arbitrator',
      first_name: 'Ravi',
      middle_name: null,
      last_name: 'K',
      customer_type: 'Individual',
      company_name: null,
      status: 'Draft',
    };
    const { client, requests } = clientAnswering(() => jsonResponse({ data: [row] }));
    await expect(fetchUserRegistration('ravi@odr.in', client)).resolves.toEqual(row);
    const query = requests[0].url.searchParams;
    expect(requests[0].url.pathname).toBe('/api/resource/User%20Registration');
    expect(JSON.parse(query.get('filters') as string)).toEqual([['email_id', '=', 'ravi@odr.in']]);
    expect(JSON.parse(query.get('fields') as string)).toEqual([
      'name',
      'user_type',
      'first_name',
      'middle_name',
      'last_name',
      'customer_type',
      'company_name',
      'status',
    ]);
  });

  it('returns null when the user has no registration', async () => {
    const { client } = clientAnswering(() => jsonResponse({ data: [] }));
    await expect(fetchUserRegistration('admin@odr.in', client)).resolves.toBeNull();
  });
});

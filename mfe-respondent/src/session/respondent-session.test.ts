import * as sharedApi from 'shared-api';
import { endRespondentSession, startRespondentSession } from './respondent-session';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), logout: jest.fn() }));

const logout = sharedApi.logout as jest.MockedFunction<typeof sharedApi.logout>;
const store = () => sharedApi.useSessionStore.getState();

const VERIFIED = {
  success: true as const,
  case: 'MED-00002',
  doctype: 'Dispute' as const,
  csrf_token: 'csrf-9',
  respondent: { name: 'Ravi Kumar', contact_type: 'Guarantor' },
};

beforeEach(() => {
  logout.mockReset().mockResolvedValue(undefined);
  store().clearSession();
});

describe('respondent session (SPEC §3 Kept in the browser)', () => {
  it('keeps the case id and type, and drops a professional left logged in before', () => {
    store().startSession({ email: 'claimant@demo.in', fullName: 'Claimant', roles: ['Claimant'] });
    startRespondentSession(VERIFIED);
    expect(store()).toMatchObject({
      respondentClaimId: 'MED-00002',
      caseType: 'Mediation',
      csrfToken: 'csrf-9',
      fullName: 'Ravi Kumar',
      email: null,
      role: null,
      roles: [],
    });
    expect(sharedApi.selectIsAuthenticated(store())).toBe(false);
  });

  it('logs out on the server and forgets the case id', async () => {
    startRespondentSession({ ...VERIFIED, case: 'ARB-00003', doctype: 'Claim' });
    expect(store().caseType).toBe('Arbitration');
    await endRespondentSession();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(store().respondentClaimId).toBeNull();
  });

  it('forgets the case id even when the server session had already ended', async () => {
    logout.mockRejectedValue(new sharedApi.FrappeError({ status: 401, excType: 'AuthenticationError' }));
    startRespondentSession(VERIFIED);
    await endRespondentSession();
    expect(store().respondentClaimId).toBeNull();
  });
});

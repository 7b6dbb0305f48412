/** @jest-environment jsdom */
import { SESSION_STORAGE_KEY, selectIsAuthenticated, useSessionStore } from './store';

const login = {
  email: 'asha@lender.in',
  fullName: 'Asha Rao',
  roles: ['All', 'Claimant', 'Lawyer'],
  csrfToken: 'tok-123',
  userName: 'UR-0001',
  status: 'Draft',
};

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) throw new Error('nothing persisted');
  return (JSON.parse(raw) as { state: Record<string, unknown> }).state;
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  localStorage.clear();
});

describe('useSessionStore', () => {
  it('starts a session with the primary role and is then authenticated', () => {
    expect(selectIsAuthenticated(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().startSession(login);
    const state = useSessionStore.getState();
    expect(state.role).toBe('Lawyer');
    expect(state.roles).toEqual(['All', 'Claimant', 'Lawyer']);
    expect(state.csrfToken).toBe('tok-123');
    expect(state.userName).toBe('UR-0001');
    expect(state.status).toBe('Draft');
    expect(selectIsAuthenticated(state)).toBe(true);
  });

  it('persists exactly the session keys to localStorage under odr.session', () => {
    const store = useSessionStore.getState();
    store.startSession(login);
    store.setUserDetails({ name: 'UR-0001', first_name: 'Asha' });
    store.setCaseType('Mediation');
    store.setRespondentClaimId('ARB-00007');
    store.setSignupState({ step: 2 });
    store.setProfileStatus('Pending For Approval');
    store.setCsrfToken('tok-456');

    expect(stored()).toEqual({
      email: 'asha@lender.in',
      fullName: 'Asha Rao',
      role: 'Lawyer',
      roles: ['All', 'Claimant', 'Lawyer'],
      status: 'Pending For Approval',
      userName: 'UR-0001',
      userDetails: { name: 'UR-0001', first_name: 'Asha' },
      respondentClaimId: 'ARB-00007',
      caseType: 'Mediation',
      signupState: { step: 2 },
      csrfToken: 'tok-456',
    });
  });

  it('restores the session after a reload', async () => {
    useSessionStore.getState().startSession(login);
    const persisted = localStorage.getItem(SESSION_STORAGE_KEY);
    useSessionStore.setState({ email: null, csrfToken: null, role: null });
    localStorage.setItem(SESSION_STORAGE_KEY, persisted as string);

    await useSessionStore.persist.rehydrate();

    expect(useSessionStore.getState().email).toBe('asha@lender.in');
    expect(useSessionStore.getState().csrfToken).toBe('tok-123');
    expect(useSessionStore.getState().role).toBe('Lawyer');
  });

  it('clears everything on logout, the respondent case id included', () => {
    const store = useSessionStore.getState();
    store.startSession(login);
    store.setRespondentClaimId('MED-00002');
    store.setUserDetails({ name: 'UR-0001' });

    useSessionStore.getState().clearSession();

    const state = useSessionStore.getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(state.respondentClaimId).toBeNull();
    expect(state.userDetails).toBeNull();
    expect(state.roles).toEqual([]);
    expect(stored()).toMatchObject({ email: null, respondentClaimId: null, csrfToken: null });
  });

  it('drops a previous user’s data when another user starts a session', () => {
    const store = useSessionStore.getState();
    store.startSession(login);
    store.setRespondentClaimId('ARB-00007');
    store.setUserDetails({ name: 'UR-0001' });

    useSessionStore.getState().startSession({ email: 'm@odr.in', fullName: 'M', roles: ['Mediator'] });

    const state = useSessionStore.getState();
    expect(state.role).toBe('Mediator');
    expect(state.respondentClaimId).toBeNull();
    expect(state.userDetails).toBeNull();
    expect(state.csrfToken).toBeNull();
  });
});

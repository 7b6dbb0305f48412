import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotACaseNumberError } from 'shared-api';
import { caseErrorMessage, caseKeys, useCase, useCaseReplies, useExtensionMutation } from './queries';
import { fakeServer, testQueryClient } from './test-support';

afterEach(() => jest.restoreAllMocks());

function setup() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('case hooks', () => {
  it('load a dispute from the Dispute doctype', async () => {
    const { getDoc } = fakeServer({ docs: { 'Dispute/MED-00002': { name: 'MED-00002', stage: 'Hearing' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useCase('MED-00002'), { wrapper });
    await waitFor(() => expect(result.current.data?.stage).toBe('Hearing'));
    expect(getDoc).toHaveBeenCalledWith('Dispute', 'MED-00002', expect.anything());
  });

  it('wait without asking while there is no case', () => {
    const { getList } = fakeServer({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useCaseReplies(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(getList).not.toHaveBeenCalled();
  });

  it('fail at once, without a request, for something that is not a case number', async () => {
    const { getDoc } = fakeServer({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useCase('HRG-00001'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(NotACaseNumberError);
    expect(caseErrorMessage(result.current.error)).toBe('HRG-00001 is not a case number (ARB-… or MED-…)');
    expect(getDoc).not.toHaveBeenCalled();
  });

  it('refetch the case and everything under it after an extension action', async () => {
    fakeServer({ methods: { update_mediation: { name: 'MED-1', extension_status: 'Extended' } } });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(caseKeys.detail('MED-1'), { name: 'MED-1' });
    queryClient.setQueryData(caseKeys.hearings('MED-1'), []);
    queryClient.setQueryData(caseKeys.detail('MED-9'), { name: 'MED-9' });
    const { result } = renderHook(() => useExtensionMutation('MED-1'), { wrapper });
    await act(() => result.current.mutateAsync({ action: 'approve' }));
    expect(queryClient.getQueryState(caseKeys.detail('MED-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(caseKeys.hearings('MED-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(caseKeys.detail('MED-9'))?.isInvalidated).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { recordLanguage } from '../login/respondent-access';
import { useRecordLanguage } from './useRecordLanguage';

jest.mock('../login/respondent-access', () => ({ recordLanguage: jest.fn() }));
const record = recordLanguage as jest.MockedFunction<typeof recordLanguage>;

afterEach(async () => {
  record.mockReset();
  await act(() => setLanguage('en'));
});

it('records a switch made while the case is open, not the language the respondent came with', async () => {
  record.mockResolvedValue(undefined);
  renderHook(() => useRecordLanguage());
  expect(record).not.toHaveBeenCalled();
  await act(() => setLanguage('hi'));
  expect(record).toHaveBeenCalledWith('hi');
  await act(() => setLanguage('en'));
  expect(record).toHaveBeenLastCalledWith('en');
  expect(record).toHaveBeenCalledTimes(2);
});

import type { UseQueryResult } from '@tanstack/react-query';
import { pageQueryProps, queryStatus } from './page-query';

type Page = { rows: string[]; total?: number };
const query = (state: Partial<UseQueryResult<Page>>) => ({ isPending: false, isError: false, error: null, data: undefined, ...state }) as UseQueryResult<Page>;

describe('a list wired to its query', () => {
  it('shows no rows and the loader while the page loads', () => {
    expect(pageQueryProps(query({ isPending: true }))).toEqual({ rows: [], total: undefined, loading: true, error: undefined });
  });

  it('shows the page and its total once loaded', () => {
    expect(pageQueryProps(query({ data: { rows: ['a', 'b'], total: 12 } }))).toEqual({ rows: ['a', 'b'], total: 12, loading: false, error: undefined });
  });

  it('shows what went wrong when the query failed, never an exception\'s own text', () => {
    expect(queryStatus(query({ isError: true, error: 'Not permitted' as unknown as Error }))).toEqual({ loading: false, error: 'Not permitted' });
    expect(queryStatus(query({ isError: true, error: new TypeError('x is undefined') })).error).toBe('Something went wrong. Please try again.');
  });
});

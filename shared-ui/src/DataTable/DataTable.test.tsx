import { ActionIcon } from '@mantine/core';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/language';
import { renderWithProviders, screen, within } from '../test-utils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';

interface Claim {
  name: string;
  stage: string | null;
  disputed_value: number;
}

const claims = (from: number, count: number): Claim[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `ARB-${String(from + i).padStart(5, '0')}`,
    stage: i % 2 ? 'Hearing' : null,
    disputed_value: 1000 * (from + i),
  }));

const columns: DataTableColumn<Claim>[] = [
  { key: 'sl', header: 'Sl No', render: (_, index) => index + 1 },
  { key: 'name', header: 'Case Number' },
  { key: 'stage', header: 'Stage' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

describe('DataTable', () => {
  it('renders headers and rows, with a dash for missing values', () => {
    renderWithProviders(<DataTable columns={columns} rows={claims(1, 2)} getRowKey={(row) => row.name} caption="Claims" />);
    const table = screen.getByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sl No',
      'Case Number',
      'Stage',
    ]);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['1', 'ARB-00001', '-'],
      ['2', 'ARB-00002', 'Hearing'],
    ]);
  });

  it('shows skeleton rows while loading', () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.name} loading pageSize={5} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
  });

  it('says "No Data Found" when there are no rows, or the given text', () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.name} />);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.name} emptyText="No hearings yet" />);
    expect(screen.getByText('No hearings yet')).toBeInTheDocument();
  });

  it('shows the error instead of rows and pagination', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={claims(1, 3)}
        getRowKey={(row) => row.name}
        error="Network error: check your connection and try again"
        total={57}
        page={1}
        onPageChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.queryByText('ARB-00001')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages on the server: the range, the pagination and running serial numbers', async () => {
    function ServerPaged() {
      const [page, setPage] = useState(2);
      const rows = claims((page - 1) * 10 + 1, page === 6 ? 7 : 10);
      return (
        <DataTable columns={columns} rows={rows} getRowKey={(row) => row.name} total={57} page={page} pageSize={10} onPageChange={setPage} />
      );
    }
    const { user } = renderWithProviders(<ServerPaged />);
    expect(screen.getByText('Showing 11–20 of 57')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByText('Showing 51–57 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides the pagination when everything fits on one page', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={claims(1, 4)} getRowKey={(row) => row.name} total={4} page={1} onPageChange={jest.fn()} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
  });

  it('opens a row by click or by Enter, but not through a control inside it', async () => {
    const onRowClick = jest.fn();
    const onDelete = jest.fn();
    const withDelete: DataTableColumn<Claim>[] = [
      ...columns,
      {
        key: 'actions',
        header: 'Action',
        render: (row) => (
          <ActionIcon aria-label={`Delete ${row.name}`} onClick={() => onDelete(row.name)}>
            x
          </ActionIcon>
        ),
      },
    ];
    const { user } = renderWithProviders(
      <DataTable columns={withDelete} rows={claims(1, 2)} getRowKey={(row) => row.name} onRowClick={onRowClick} />,
    );
    await user.click(screen.getByText('ARB-00001'));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ARB-00001' }));

    bodyRows()[1].focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ARB-00002' }));

    await user.click(screen.getByRole('button', { name: 'Delete ARB-00001' }));
    expect(onDelete).toHaveBeenCalledWith('ARB-00001');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('reaches the scroller (to scroll a wide table by keys) and then the clickable rows with Tab, and only those', async () => {
    const { user, rerender } = renderWithProviders(
      <DataTable caption="Claims" columns={columns} rows={claims(1, 1)} getRowKey={(row) => row.name} onRowClick={jest.fn()} />,
    );
    await user.tab();
    expect(screen.getByRole('region', { name: 'Claims' })).toHaveFocus();
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    rerender(<DataTable columns={columns} rows={claims(1, 1)} getRowKey={(row) => row.name} />);
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });

  it('says its own words in Hindi: the range, the pages, yes and no, nothing found', async () => {
    await act(() => setLanguage('hi'));
    try {
      const flagged: DataTableColumn<{ name: string; urgent: boolean }>[] = [{ key: 'name', header: 'Case Number' }, { key: 'urgent', header: 'Urgent' }];
      const { rerender } = renderWithProviders(
        <DataTable columns={flagged} rows={[{ name: 'ARB-00001', urgent: true }, { name: 'ARB-00002', urgent: false }]} getRowKey={(row) => row.name} total={57} page={2} onPageChange={jest.fn()} />,
      );
      expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['हाँ', 'नहीं']);
      expect(screen.getByText('57 में से 11–12')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'तालिका' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'पेज' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पेज 2' })).toHaveAttribute('aria-current', 'page');
      rerender(<DataTable columns={flagged} rows={[]} getRowKey={(row) => row.name} />);
      expect(screen.getByText('कोई जानकारी नहीं मिली')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

import { act } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/language';
import { renderWithProviders, screen, within } from '../test-utils';
import { Pagination } from './Pagination';

function Controlled({ initial = 1, pageCount = 20 }: { initial?: number; pageCount?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onChange={setPage} />;
}

describe('Pagination', () => {
  it('is hidden when there is one page or none', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} pageCount={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} pageCount={0} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('labels each page and marks the current one', () => {
    renderWithProviders(<Pagination page={10} pageCount={20} onChange={jest.fn()} />);
    const current = screen.getByRole('button', { name: 'Page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Prev', '1', '2', '8', '9', '10', '11', '12', '19', '20', 'Next']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('disables Prev on the first page and Next on the last', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} pageCount={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('moves with Next, Prev and page buttons', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(screen.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Pagination page={1} pageCount={5} onChange={onChange} />);
    await user.tab(); // Prev is disabled, so focus lands on page 1
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('does not report a click on the current page', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Pagination page={2} pageCount={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its buttons and landmark in Hindi, numbers as they are', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderWithProviders(<Controlled initial={1} pageCount={3} />);
      const nav = screen.getByRole('navigation', { name: 'पेज' });
      expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['पिछला', '1', '2', '3', 'अगला']);
      expect(screen.getByRole('button', { name: 'पेज 1' })).toHaveAttribute('aria-current', 'page');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

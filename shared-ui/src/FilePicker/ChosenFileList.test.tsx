import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { ChosenFileList } from './ChosenFileList';

const pdf = new File(['x'.repeat(2048)], 'statement.pdf', { type: 'application/pdf' });

describe('ChosenFileList', () => {
  it('names each file with its detail and size, and removes the one asked for', async () => {
    const onRemove = jest.fn();
    renderWithProviders(<ChosenFileList label="Files to upload" files={[{ key: 'a', file: pdf, detail: 'SOC' }]} onRemove={onRemove} />);
    const list = screen.getByRole('list', { name: 'Files to upload' });
    expect(list).toHaveTextContent('statement.pdf');
    expect(list).toHaveTextContent('SOC · 2 KB');
    await userEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });

  it('lets nothing be removed while disabled', () => {
    renderWithProviders(<ChosenFileList label="Files" files={[{ key: 'a', file: pdf }]} onRemove={jest.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Files' })).not.toHaveTextContent('·');
  });
});

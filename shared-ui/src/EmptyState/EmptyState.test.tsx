import { Button } from '@mantine/core';
import { renderWithProviders, screen } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithProviders(
      <EmptyState title="No Data Found" description="No hearings are scheduled." action={<Button>Add Hearing</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    expect(screen.getByText('No hearings are scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Hearing' })).toBeInTheDocument();
  });
});

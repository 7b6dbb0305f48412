import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { CaseStepper } from './CaseStepper';
import { stepViewOf } from './step-navigation';

const typeOne = { name: 'ARB-00001', stage: 'Second Hearing', case_management_type: 'Type One' };

describe('CaseStepper', () => {
  it('marks the case’s step and moves the shown step with the arrows', async () => {
    const onView = jest.fn();
    const { user } = renderWithProviders(<CaseStepper view={stepViewOf(typeOne)} onView={onView} />);
    expect(screen.getByTestId('case-stepper')).toHaveAttribute('data-current-step', '4');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onView).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(onView).toHaveBeenLastCalledWith(3);
  });

  it('disables forward on the last step and back on the first', () => {
    const { rerender } = renderWithProviders(<CaseStepper view={stepViewOf(typeOne, 10)} onView={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
    rerender(<CaseStepper view={stepViewOf(typeOne, 0)} onView={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  });
});

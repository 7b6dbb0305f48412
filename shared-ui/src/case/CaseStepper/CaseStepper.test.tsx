import { act } from '@testing-library/react';
import { setLanguage } from '../../i18n/language';
import { renderWithProviders, screen } from '../../test-utils';
import { CaseStepArrows } from './CaseStepArrows';
import { CaseStepList } from './CaseStepList';

const steps = ['Consent & Disclosure', 'Respondent Reply', 'Additional pleadings', 'Award'];

describe('CaseStepArrows', () => {
  it('moves one step either way and stops at both ends', async () => {
    const onView = jest.fn();
    const { user, rerender } = renderWithProviders(<CaseStepArrows viewed={1} count={4} onView={onView} />);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onView).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(onView).toHaveBeenLastCalledWith(0);
    rerender(<CaseStepArrows viewed={0} count={4} onView={onView} />);
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    rerender(<CaseStepArrows viewed={3} count={4} onView={onView} />);
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
  });

  it('puts its content between the arrows', () => {
    renderWithProviders(
      <CaseStepArrows viewed={1} count={4} onView={jest.fn()}>
        <span>Step 2 of 4</span>
      </CaseStepArrows>,
    );
    const [back, title, forward] = Array.from(screen.getByText('Step 2 of 4').parentElement!.children);
    expect(back).toHaveAccessibleName('Previous step');
    expect(title).toHaveTextContent('Step 2 of 4');
    expect(forward).toHaveAccessibleName('Next step');
  });
});

describe('CaseStepList', () => {
  it('marks the case’s step and the shown one, and opens any step', async () => {
    const onView = jest.fn();
    const { user } = renderWithProviders(
      <CaseStepList steps={steps} current={1} viewed={3} onView={onView} viewedLabel="Shown" aria-label="Case management steps" />,
    );
    expect(screen.getByText('Current step')).toBeInTheDocument();
    expect(screen.getByText('Shown')).toBeInTheDocument();
    const shown = screen.getByRole('button', { name: /Award/ });
    expect(shown).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: /Additional pleadings/ }));
    expect(onView).toHaveBeenCalledWith(2);
  });

  it('says the role’s own words for the current step and nothing for a shown one unless asked', () => {
    renderWithProviders(<CaseStepList steps={steps} current={0} viewed={2} onView={jest.fn()} currentLabel="Current stage" aria-label="Steps of the case" />);
    expect(screen.getByText('Current stage')).toBeInTheDocument();
    expect(screen.queryByText('Shown')).not.toBeInTheDocument();
  });

  it('names the steps, given in English as shared-api does, in the reader’s language', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderWithProviders(<CaseStepList steps={steps} current={1} viewed={1} onView={jest.fn()} aria-label="केस के चरण" />);
      for (const name of ['सहमति और प्रकटीकरण', 'प्रतिवादी का जवाब', 'अतिरिक्त लिखित दलीलें', 'फ़ैसला (अवॉर्ड)']) {
        expect(screen.getByRole('button', { name: (text) => text.includes(name) })).toBeInTheDocument();
      }
      expect(screen.getByText('मौजूदा चरण')).toBeInTheDocument();
      expect(screen.queryByText('Respondent Reply')).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

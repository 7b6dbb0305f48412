import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { documentTypeChoices } from '../api/documents';
import { AddDocumentForm } from './AddDocumentForm';
import { DOCUMENT_REQUIRED } from './document-schema';

function renderForm(canSubmit = true) {
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <AddDocumentForm
      documentTypes={documentTypeChoices(['Claim Filing', 'Statement of Defence', 'Rejoinder'])}
      canSubmit={canSubmit}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onSubmit };
}

describe('AddDocumentForm', () => {
  it('never offers Claim Filing as a type', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select', 'Statement of Defence', 'Rejoinder']);
  });

  it('requires type and class with the spec’s one message', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(DOCUMENT_REQUIRED)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends type, class and description', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Document Type/), 'Rejoinder');
    await user.type(screen.getByLabelText(/Document Class/), 'Pleading');
    await user.type(screen.getByLabelText('Description'), 'Rejoinder of the claimant');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { document_type: 'Rejoinder', document_class: 'Pleading', description: 'Rejoinder of the claimant' },
      [],
    );
  });

  it('hides Submit when the case no longer takes documents', () => {
    renderForm(false);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});

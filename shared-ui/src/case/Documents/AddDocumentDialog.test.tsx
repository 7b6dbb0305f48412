import { api, type ArbitrationDocumentDoc } from 'shared-api';
import { screen, waitFor } from '../../test-utils';
import { notify } from '../../notify';
import { fakeServer, renderWithQuery } from '../test-support';
import { AddDocumentButton } from './AddDocumentButton';
import { AddDocumentDialog } from './AddDocumentDialog';

afterEach(() => jest.restoreAllMocks());

function setup() {
  fakeServer({ lists: { 'Document Type': [{ name: 'Claim Filing' }, { name: 'Statement of Defence' }, { name: 'Rejoinder' }] } });
  const createDoc = jest
    .spyOn(api, 'createDoc')
    .mockImplementation((async (_doctype: string, values: Record<string, unknown>) => ({ name: 'DOC-9', ...values })) as typeof api.createDoc);
  const upload = jest.spyOn(api, 'upload').mockResolvedValue({ name: 'F-1', file_url: '/private/files/a.pdf' } as never);
  const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
  return { createDoc, upload, success };
}

function renderDialog(props: Partial<Parameters<typeof AddDocumentDialog>[0]> = {}) {
  const onClose = jest.fn();
  const view = renderWithQuery(<AddDocumentDialog caseName="ARB-7" opened onClose={onClose} {...props} />, { userEventOptions: { delay: null } });
  return { ...view, onClose };
}

async function typesLoaded() {
  await screen.findByRole('option', { name: 'Rejoinder' });
}

describe('AddDocumentDialog', () => {
  it('never offers Claim Filing as a type', async () => {
    setup();
    renderDialog();
    await typesLoaded();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select', 'Statement of Defence', 'Rejoinder']);
  });

  it('requires type and class with the spec’s one message', async () => {
    const { createDoc } = setup();
    const { user } = renderDialog();
    await typesLoaded();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Document Type is required')).toHaveLength(2);
    expect(createDoc).not.toHaveBeenCalled();
  });

  it('files type, class and description in the case with the role’s fields, uploads the files, toasts and closes', async () => {
    const { createDoc, upload, success } = setup();
    const { user, onClose } = renderDialog({ documentFields: () => ({ user_email_id: 'arb@demo.in' }) });
    await typesLoaded();
    await user.selectOptions(screen.getByLabelText(/Document Type/), 'Rejoinder');
    await user.type(screen.getByLabelText(/Document Class/), ' Pleading ');
    await user.type(screen.getByLabelText('Description'), 'Rejoinder of the claimant');
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    await user.upload(screen.getByLabelText('Choose files'), new File(['%PDF'], 'rejoinder.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('list', { name: 'Files to upload' })).toHaveTextContent('rejoinder.pdf');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createDoc).toHaveBeenCalledWith('Arbitration Document', {
      user_email_id: 'arb@demo.in',
      claim: 'ARB-7',
      document_type: 'Rejoinder',
      document_class: 'Pleading',
      description: 'Rejoinder of the claimant',
    });
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'rejoinder.pdf' }), expect.objectContaining({ doctype: 'Arbitration Document', docname: 'DOC-9' }));
    expect(success).toHaveBeenCalledWith('Document added successfully');
  }, 20_000);

  it('hides Submit when the case no longer takes documents', async () => {
    setup();
    renderDialog({ canSubmit: false });
    await typesLoaded();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});

describe('AddDocumentButton', () => {
  it('is offered until the case is Completed', () => {
    setup();
    const { rerender } = renderWithQuery(<AddDocumentButton caseName="ARB-7" stage="Awaiting Reply" />);
    expect(screen.getByRole('button', { name: 'Add Document' })).toBeInTheDocument();
    rerender(<AddDocumentButton caseName="ARB-7" stage="Completed" />);
    expect(screen.queryByRole('button', { name: 'Add Document' })).not.toBeInTheDocument();
  });
});

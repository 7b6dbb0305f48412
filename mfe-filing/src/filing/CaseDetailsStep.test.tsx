import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { isoDate, notify, REGISTRATION_TOAST_MS } from 'shared-ui';
import { mockReferenceLists, renderWithQuery } from '../common/test-support';
import { CaseDetailsStep } from './CaseDetailsStep';
import { EMPTY_DRAFT } from './draft-store';
import type { CaseType, ChosenFile, FilingDraft } from './types';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

/** The step as the wizard holds it: the chosen files live in the parent's state. */
function Harness({ caseType, draft, update, onContinue }: { caseType: CaseType; draft: FilingDraft; update: jest.Mock; onContinue: jest.Mock }) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  return <CaseDetailsStep caseType={caseType} draft={draft} update={update} files={files} onFilesChange={setFiles} onContinue={onContinue} />;
}

function setup(caseType: CaseType = 'Arbitration', draft: Partial<FilingDraft> = {}) {
  mockReferenceLists();
  const update = jest.fn();
  const onContinue = jest.fn();
  // The file picker's dropzone checks `accept` itself, as for a real drop.
  const view = renderWithQuery(<Harness caseType={caseType} draft={{ ...EMPTY_DRAFT, step: 'case', ...draft }} update={update} onContinue={onContinue} />, {
    userEventOptions: { delay: null, applyAccept: false },
  });
  return { ...view, update, onContinue };
}

/** The last case details the step handed to the draft. */
const lastCaseDetails = (update: jest.Mock) => {
  const patches = update.mock.calls.map(([patch]) => patch).filter((patch) => patch && 'caseDetails' in patch);
  return patches.at(-1)?.caseDetails as Record<string, string> | undefined;
};

const fileTypeSelect = () => screen.getByRole('combobox', { name: 'File Type' });

describe('CaseDetailsStep', () => {
  it.each([
    ['Arbitration', 'arbitration_agreement_number', 'mediation_agreement_number'],
    ['Mediation', 'mediation_agreement_number', 'arbitration_agreement_number'],
  ] as const)('binds the Agreement Number of %s to %s', async (caseType, field, otherField) => {
    const { user, update } = setup(caseType);
    const input = screen.getByRole('textbox', { name: 'Agreement Number' });
    expect(input).toHaveAttribute('id', `case-${field}`);
    expect(input).toHaveAttribute('name', field);
    await user.type(input, 'AGR-77');
    await waitFor(() => expect(lastCaseDetails(update)).toMatchObject({ [field]: 'AGR-77' }));
    expect(lastCaseDetails(update)).not.toHaveProperty(otherField);
  });

  it('refuses a Date of Agreement later than today and does not continue', async () => {
    const { user, onContinue } = setup();
    const date = screen.getByLabelText('Date of Agreement');
    const today = isoDate(new Date());
    expect(date).toHaveAttribute('max', today);

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(date, isoDate(tomorrow));
    expect(date).toHaveValue(isoDate(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('Date of Agreement cannot be later than today')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('accepts today as the Date of Agreement and continues', async () => {
    const { user, onContinue } = setup('Arbitration', { caseDetails: { date_of_agreement: isoDate(new Date()) } });
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Date of Agreement cannot be later than today')).not.toBeInTheDocument();
  });

  it('offers the spec’s File Types after an empty Select', () => {
    setup();
    expect([...fileTypeSelect().querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select',
      'SOC',
      'SOA',
      'Agreement',
      'Arbitration Invoking Notice',
      'LRN/Invoking',
      'LRN POD',
      'Consent,Directions & Notice',
    ]);
  });

  it('asks for a File Type before opening the picker', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Attach Files' }));
    expect(await screen.findByText('Please select a file type')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('attaches the chosen files as the File Type, toasts for 2 s and lists them', async () => {
    const success = jest.spyOn(notify, 'success');
    const { user } = setup();
    expect(screen.getByText('No files attached yet.')).toBeInTheDocument();

    await user.selectOptions(fileTypeSelect(), 'SOA');
    await user.click(screen.getByRole('button', { name: 'Attach Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach SOA' });
    const soa = new File([new Uint8Array(2048)], 'statement-of-account.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Choose files'), soa);
    await waitFor(() => expect(within(dialog).getByRole('list')).toHaveTextContent('statement-of-account.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));

    expect(await screen.findByText('File attachment successful!')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('File attachment successful!', { autoClose: REGISTRATION_TOAST_MS });
    expect(REGISTRATION_TOAST_MS).toBe(2000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const attached = screen.getByRole('list', { name: 'Attached files' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(1);
    expect(attached).toHaveTextContent('statement-of-account.pdf');
    expect(attached).toHaveTextContent('SOA · 2 KB');
    expect(screen.queryByText('No files attached yet.')).not.toBeInTheDocument();
  });
});

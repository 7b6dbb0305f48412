import { renderWithProviders, screen, waitFor, within } from '../test-utils';
import { FilePickerModal } from './FilePickerModal';
import type { FilePickerModalProps } from './FilePickerModal';

const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

function setup(props: Partial<FilePickerModalProps> = {}) {
  const onAttach = jest.fn();
  const onClose = jest.fn();
  // user-event checks `accept` itself; let the dropzone do it, as it does for a real drop.
  const view = renderWithProviders(<FilePickerModal opened onClose={onClose} onAttach={onAttach} {...props} />, {
    userEventOptions: { applyAccept: false },
  });
  const input = () => screen.getByLabelText(props.multiple === false ? 'Choose a file' : 'Choose files');
  const chosen = () => screen.queryAllByRole('listitem').filter((item) => item.closest('ul[aria-label]'));
  return { ...view, onAttach, onClose, input, chosen };
}

describe('FilePickerModal', () => {
  it('opens as a titled dialog with Attach disabled until a file is chosen', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Attach files' });
    expect(within(dialog).getByText('Drag files here or click to browse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach' })).toBeDisabled();
  });

  it('lists chosen files with size and type, removes one, and attaches the rest', async () => {
    const { user, input, chosen, onAttach, onClose } = setup();
    await user.upload(input(), [pdf('SOC.pdf', 1536), png('photo.png')]);

    await waitFor(() => expect(chosen()).toHaveLength(2));
    const [first, second] = chosen();
    expect(first).toHaveTextContent('SOC.pdf');
    expect(first).toHaveTextContent('1.5 KB');
    expect(first.querySelector('[data-file-kind]')).toHaveAttribute('data-file-kind', 'pdf');
    expect(second.querySelector('[data-file-kind]')).toHaveAttribute('data-file-kind', 'image');

    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(chosen()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(onAttach).toHaveBeenCalledTimes(1);
    const attached = onAttach.mock.calls[0][0] as File[];
    expect(attached.map((file) => file.name)).toEqual(['SOC.pdf']);
    expect(onClose).toHaveBeenCalled();
  });

  it('adds to the list on a second pick, without duplicates', async () => {
    const { user, input, chosen } = setup();
    const soc = pdf('SOC.pdf');
    await user.upload(input(), [soc]);
    await waitFor(() => expect(chosen()).toHaveLength(1));
    await user.upload(input(), [soc, pdf('SOA.pdf')]);
    await waitFor(() => expect(chosen()).toHaveLength(2));
  });

  it('replaces the previous file in single-file mode', async () => {
    const { user, input, chosen } = setup({ multiple: false, title: 'Attach Bar Council ID' });
    expect(screen.getByRole('dialog', { name: 'Attach Bar Council ID' })).toBeInTheDocument();
    await user.upload(input(), pdf('old-id.pdf'));
    await waitFor(() => expect(chosen()).toHaveLength(1));
    await user.upload(input(), pdf('new-id.pdf'));
    await waitFor(() => expect(chosen()[0]).toHaveTextContent('new-id.pdf'));
    expect(chosen()).toHaveLength(1);
  });

  it('says why a file was not added: too large, or a type not allowed', async () => {
    const { user, input, chosen } = setup({ accept: ['application/pdf'], maxSizeBytes: 1024 });
    await user.upload(input(), [pdf('big.pdf', 4096), png('photo.png'), pdf('ok.pdf', 100)]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('big.pdf: Too large: the limit is 1 KB');
    expect(alert).toHaveTextContent('photo.png: This type of file is not allowed');
    expect(chosen()).toHaveLength(1);
    expect(chosen()[0]).toHaveTextContent('ok.pdf');
  });

  it('cancels without attaching and forgets the choice', async () => {
    const { user, input, chosen, onAttach, onClose, rerender } = setup();
    await user.upload(input(), pdf('SOC.pdf'));
    await waitFor(() => expect(chosen()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAttach).not.toHaveBeenCalled();
    rerender(<FilePickerModal opened onClose={onClose} onAttach={onAttach} />);
    expect(chosen()).toHaveLength(0);
  });

  it('closes on Escape but is not dismissed by a click outside', async () => {
    const { user, onClose } = setup();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, DISPATCH_KINDS } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { DispatchKindPanel } from './DispatchKindPanel';

function renderPanel(doctype: (typeof DISPATCH_KINDS)[number]['doctype']) {
  const kind = DISPATCH_KINDS.find((entry) => entry.doctype === doctype)!;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <DispatchKindPanel caseName="ARB-00002" kind={kind} parties={[]} editable />
    </QueryClientProvider>,
  );
}

describe('DispatchKindPanel says what follows recording a dispatch', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => jest.spyOn(api, 'call').mockResolvedValue([]));

  it('consent and disclosure: approved afterwards on the Consent & Disclosure screen, with a link there', async () => {
    renderPanel('Consent And Disclosure Dispatch');
    expect(await screen.findByText('Approval needed after recording')).toBeInTheDocument();
    expect(screen.getByText(/approve this dispatch on the Consent & Disclosure screen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Consent & Disclosure to approve' })).toHaveAttribute('href', '/nomination&disclosure');
  });

  it('hearing notices and the award: no approval, the case records them from their deliveries', async () => {
    for (const doctype of ['FHN And MOM Dispatch', 'SHN S17 Order And MOM Dispatch', 'Document Dispatch Tracker'] as const) {
      const view = renderPanel(doctype);
      expect(await screen.findByText('No approval needed')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Consent & Disclosure/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

import { api } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { helpPhoneFrom } from './help';
import { HelpLine } from './HelpLine';

afterEach(() => jest.restoreAllMocks());

const settings = (helpPhone: string | null) => jest.spyOn(api, 'call').mockResolvedValue({ help_phone: helpPhone } as never);

describe('HelpLine', () => {
  it("shows the deployment's help number as a link that dials it", async () => {
    const call = settings('+91 22 4000 1234');
    renderWithProviders(<HelpLine />);
    const link = await screen.findByRole('link', { name: '+91 22 4000 1234' });
    expect(link).toHaveAttribute('href', 'tel:+912240001234');
    expect(screen.getByText(/Need help\? Call/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('get_portal_settings', undefined, { httpMethod: 'GET' });
  });

  it('says who to contact when the deployment has no help number', async () => {
    settings(null);
    renderWithProviders(<HelpLine />);
    expect(await screen.findByText('Need help? Contact the lender that filed the case, or the case manager named in the notice you received.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the same when the settings cannot be loaded, and shows nothing while they load', async () => {
    let fail: (error: Error) => void = () => undefined;
    jest.spyOn(api, 'call').mockReturnValue(new Promise((_resolve, reject) => (fail = reject)) as never);
    renderWithProviders(<HelpLine />);
    expect(screen.queryByText(/Need help/)).not.toBeInTheDocument();
    fail(new Error('offline'));
    expect(await screen.findByText(/Need help\? Contact the lender/)).toBeInTheDocument();
  });
});

describe('helpPhoneFrom', () => {
  it('keeps the number as written and dials its digits', () => {
    expect(helpPhoneFrom(' 1800 123 4567 ')).toEqual({ display: '1800 123 4567', tel: '18001234567' });
    expect(helpPhoneFrom('+91 00000 00000 (demo number)')).toEqual({ display: '+91 00000 00000 (demo number)', tel: '+910000000000' });
    expect(helpPhoneFrom('')).toBeNull();
    expect(helpPhoneFrom('call us')).toBeNull();
    expect(helpPhoneFrom(null)).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { api } from 'shared-api';
import { logInAs, renderWithQuery } from '../common/test-support';
import { InvoicesPage } from './InvoicesPage';

afterEach(() => jest.restoreAllMocks());

it('lists the invoices of the user’s cases a page at a time, newest first, each linked to its case', async () => {
  logInAs('Claimant');
  const getPage = jest.spyOn(api, 'getPage').mockResolvedValue({
    total: 2,
    rows: [
      { name: 'INV-00002', claim: 'ARB-00007', dispute: null, purpose: 'Arbitration Fee', amount: 1000, invoice_status: 'Pending', mode_of_payment: 'Bank Transfer', payment_reference: 'ARB-00007-FEE-7K3Q', document_type: 'Filing Fee', invoice_pdf: null, creation: '2026-11-21 09:00:00' },
      { name: 'INV-00001', claim: 'ARB-00003', dispute: null, purpose: 'Arbitrator fee', amount: 3000, invoice_status: 'Paid', mode_of_payment: null, payment_reference: null, document_type: null, invoice_pdf: '/private/files/inv.pdf', creation: '2026-11-20 10:00:00' },
    ],
  });
  const call = jest.spyOn(api, 'call').mockResolvedValue({ bank_account: null });
  renderWithQuery(<InvoicesPage />);
  expect(await screen.findByRole('link', { name: 'ARB-00003' })).toHaveAttribute('href', '/arbitrationview/ARB-00003');
  // A neutral's invoice without a stored reference is quoted by its number.
  expect(screen.getAllByRole('cell', { name: 'INV-00001' })).toHaveLength(2);
  // A pending filing fee: where to pay it; with no account configured, the case manager sends it.
  const howToPay = await screen.findByRole('region', { name: 'How to pay a filing fee' });
  expect(howToPay).toHaveTextContent('The case manager will send you the account details to pay into.');
  expect(call).toHaveBeenCalledWith('get_payment_account', undefined, { httpMethod: 'GET' });
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('ARB-00007-FEE-7K3Q')).toBeInTheDocument();
  expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
  expect(screen.getByText('20-11-2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download INV-00001' })).toHaveAttribute('href', expect.stringContaining('/private/files/inv.pdf'));
  expect(screen.getByRole('link', { name: 'Download INV-00002' })).toHaveAttribute('href', expect.stringContaining('download_pdf?doctype=Invoice&name=INV-00002'));
  expect(getPage).toHaveBeenCalledWith('Invoice', expect.objectContaining({ orderBy: 'creation desc' }), 1, 10, expect.anything());
});

it('says so when there are no invoices', async () => {
  logInAs('Lawyer');
  jest.spyOn(api, 'getPage').mockResolvedValue({ total: 0, rows: [] });
  renderWithQuery(<InvoicesPage />);
  expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
});

it('shows the account to transfer a pending filing fee to, marked when it is a demo account', async () => {
  logInAs('Claimant');
  jest.spyOn(api, 'getPage').mockResolvedValue({
    total: 1,
    rows: [{ name: 'INV-00002', claim: 'ARB-00007', dispute: null, purpose: 'Arbitration Fee', amount: 1000, invoice_status: 'Pending', mode_of_payment: 'Bank Transfer', payment_reference: 'ARB-00007-FEE-7K3Q', document_type: 'Filing Fee', invoice_pdf: null, creation: '2026-11-21 09:00:00' }],
  });
  jest.spyOn(api, 'call').mockResolvedValue({
    bank_account: { account_name: 'ArbitRoute Demo Account (demo)', account_number: '000000000000', ifsc: 'DEMO0000000', bank: 'Demo Bank (demo)', branch: 'Demo Branch (demo)', demo: true },
  });
  renderWithQuery(<InvoicesPage />);
  const howToPay = await screen.findByRole('region', { name: 'How to pay a filing fee' });
  expect(howToPay).toHaveTextContent('Demo account: this portal runs with demo data. Do not pay into it.');
  expect(howToPay).toHaveTextContent('DEMO0000000');
  expect(howToPay).toHaveTextContent('Quote each fee’s reference (the Reference column) with its transfer.');
});

it('asks for no account when no filing fee is pending', async () => {
  logInAs('Claimant');
  jest.spyOn(api, 'getPage').mockResolvedValue({
    total: 1,
    rows: [{ name: 'INV-00002', claim: 'ARB-00007', dispute: null, purpose: 'Arbitration Fee', amount: 1000, invoice_status: 'Paid', mode_of_payment: 'Bank Transfer', payment_reference: 'ARB-00007-FEE-7K3Q', document_type: 'Filing Fee', invoice_pdf: null, creation: '2026-11-21 09:00:00' }],
  });
  const call = jest.spyOn(api, 'call');
  renderWithQuery(<InvoicesPage />);
  expect(await screen.findByText('Paid')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'How to pay a filing fee' })).not.toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

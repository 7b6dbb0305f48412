import { IFSC_PATTERN, type PaymentAccount } from 'shared-api/rules';

/** Shown with demo data when no account is configured: plainly not an account to pay into. */
export const DEMO_BANK_ACCOUNT: PaymentAccount = {
  account_name: 'ArbitRoute Demo Account (demo)',
  account_number: '000000000000',
  ifsc: 'DEMO0000000',
  bank: 'Demo Bank (demo)',
  branch: 'Demo Branch (demo)',
  demo: true,
};

const ACCOUNT_NUMBER = /^\d{9,18}$/;

/**
 * The institution's account filing fees are paid into, from `INSTITUTION_BANK_ACCOUNT_NAME`,
 * `INSTITUTION_BANK_ACCOUNT_NUMBER`, `INSTITUTION_BANK_IFSC`, `INSTITUTION_BANK_NAME` and
 * `INSTITUTION_BANK_BRANCH` (optional). None set: null, or in demo data mode (`DEMO_DATA=1`, never
 * in production) a marked demo account, so a payer is never shown an invented account as real.
 * Some but not all set, or a malformed number or IFSC, stops the server at start: a typo here
 * would send people's money to the wrong account.
 */
export function institutionBankAccount(env: NodeJS.ProcessEnv, production: boolean): PaymentAccount | null {
  const value = (key: string) => env[`INSTITUTION_BANK_${key}`]?.trim() || null;
  const account = {
    account_name: value('ACCOUNT_NAME'),
    account_number: value('ACCOUNT_NUMBER')?.replace(/\s/g, '') ?? null,
    ifsc: value('IFSC')?.toUpperCase() ?? null,
    bank: value('NAME'),
    branch: value('BRANCH'),
  };
  const required = ['account_name', 'account_number', 'ifsc', 'bank'] as const;
  const missing = required.filter((key) => !account[key]);
  if (missing.length === required.length && !account.branch) {
    return env.DEMO_DATA === '1' && !production ? DEMO_BANK_ACCOUNT : null;
  }
  const names = { account_name: 'ACCOUNT_NAME', account_number: 'ACCOUNT_NUMBER', ifsc: 'IFSC', bank: 'NAME' };
  if (missing.length > 0) {
    throw new Error(`INSTITUTION_BANK_${names[missing[0]!]} is not set: set every INSTITUTION_BANK_* setting (BRANCH is optional) or none`);
  }
  if (!ACCOUNT_NUMBER.test(account.account_number!)) throw new Error('INSTITUTION_BANK_ACCOUNT_NUMBER must be 9 to 18 digits');
  if (!IFSC_PATTERN.test(account.ifsc!)) throw new Error('INSTITUTION_BANK_IFSC must be an IFSC such as SBIN0001234');
  return {
    account_name: account.account_name!,
    account_number: account.account_number!,
    ifsc: account.ifsc!,
    bank: account.bank!,
    branch: account.branch,
    demo: false,
  };
}

/** "Udaygiri Arbitration Centre, A/c 1234567890, IFSC SBIN0001234, State Bank of India, branch Fort, Mumbai". */
export function describeAccount(account: PaymentAccount): string {
  const parts = [account.account_name, `A/c ${account.account_number}`, `IFSC ${account.ifsc}`, account.bank];
  if (account.branch) parts.push(`branch ${account.branch}`);
  return parts.join(', ');
}

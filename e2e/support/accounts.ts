/** The demo accounts that `npm start` and the e2e server load (see the README). */
export const DEMO_PASSWORD = 'Demo@1234';

export const ACCOUNTS = {
  claimant: 'claimant@demo.in',
  lawyer: 'lawyer@demo.in',
  arbitrator: 'arbitrator@demo.in',
  mediator: 'mediator@demo.in',
  medarb: 'medarb@demo.in',
  expert: 'expert@demo.in',
  pendingArbitrator: 'pending.arbitrator@demo.in',
  admin: 'admin@demo.in',
} as const;

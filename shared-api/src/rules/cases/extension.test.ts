import {
  canRequestExtension,
  checkExtensionAction,
  EXTENSION_DEFAULT_DAYS,
  extendedDate,
  extensionRequester,
  extensionStatus,
  isDueSoon,
  nextExtensionState,
} from './extension';

const TODAY = '2025-01-10';

describe('extendedDate', () => {
  it('adds the default sixty days to the due date', () => {
    expect(EXTENSION_DEFAULT_DAYS).toBe(60);
    expect(extendedDate('2025-01-10')).toBe('2025-03-11');
  });

  it('adds the given days across months, years and leap days', () => {
    expect(extendedDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(extendedDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(extendedDate('2025-01-10', 0)).toBe('2025-01-10');
  });

  it('reads the date of a Frappe datetime', () => {
    expect(extendedDate('2025-01-10 18:30:00', 30)).toBe('2025-02-09');
  });

  it('gives no date for a missing or impossible due date or a bad number of days', () => {
    expect(extendedDate(null)).toBeNull();
    expect(extendedDate('2025-02-30')).toBeNull();
    expect(extendedDate('10-01-2025')).toBeNull();
    expect(extendedDate('2025-01-10', -1)).toBeNull();
    expect(extendedDate('2025-01-10', 1.5)).toBeNull();
  });
});

describe('canRequestExtension (due date within the next 20 days)', () => {
  it.each([
    ['2025-01-10', true],
    ['2025-01-20', true],
    ['2025-01-30', true],
    ['2025-01-31', false],
    ['2025-01-09', false],
  ])('with the due date on %s the button shows: %p', (due, shown) => {
    expect(canRequestExtension(due, TODAY)).toBe(shown);
  });

  it('hides the button without a due date', () => {
    expect(canRequestExtension(undefined, TODAY)).toBe(false);
    expect(canRequestExtension('', TODAY)).toBe(false);
  });
});

describe('isDueSoon (red within the next 10 days, not past)', () => {
  it.each([
    ['2025-01-10', true],
    ['2025-01-15', true],
    ['2025-01-20', true],
    ['2025-01-21', false],
    ['2025-01-09', false],
  ])('a date of %s is due soon: %p', (date, soon) => {
    expect(isDueSoon(date, TODAY)).toBe(soon);
  });

  it('is not due soon without a date', () => {
    expect(isDueSoon(null, TODAY)).toBe(false);
  });
});

describe('extensionStatus', () => {
  it('starts as New', () => {
    expect(extensionStatus({})).toBe('New');
    expect(extensionStatus({ extension_status: '' })).toBe('New');
  });

  it.each([
    ['Extension Request Sent', 'Extension Request Sent'],
    ['Request Sent', 'Extension Request Sent'],
    ['Extended', 'Extended'],
    ['extended', 'Extended'],
    ['Extension Rejected', 'Extension Rejected'],
    ['Rejected', 'Extension Rejected'],
    ['New', 'New'],
  ])('reads a stored %p as %s', (stored, status) => {
    expect(extensionStatus({ extension_status: stored })).toBe(status);
  });

  it('derives the status from the flags when none is stored', () => {
    expect(extensionStatus({ requested_by_respondent: 1 })).toBe('Extension Request Sent');
    expect(extensionStatus({ requested_by_claimant: '1' })).toBe('Extension Request Sent');
    expect(extensionStatus({ requested_by_respondent: 1, is_extended: 1 })).toBe('Extended');
  });
});

describe('nextExtensionState', () => {
  it('records a respondent request as sent by the respondent', () => {
    expect(nextExtensionState('request', 'respondent')).toEqual({
      extension_status: 'Extension Request Sent',
      is_extended: 0,
      requested_by_respondent: 1,
      requested_by_claimant: 0,
    });
  });

  it('records a claimant request as sent by the claimant', () => {
    expect(nextExtensionState('request', 'claimant')).toEqual({
      extension_status: 'Extension Request Sent',
      is_extended: 0,
      requested_by_respondent: 0,
      requested_by_claimant: 1,
    });
  });

  it('approves as Extended with is_extended 1', () => {
    expect(nextExtensionState('approve', 'claimant')).toEqual({ extension_status: 'Extended', is_extended: 1 });
  });

  it('rejects as Extension Rejected with is_extended 0', () => {
    expect(nextExtensionState('reject', 'respondent')).toEqual({ extension_status: 'Extension Rejected', is_extended: 0 });
  });
});

describe('checkExtensionAction', () => {
  const pendingFromRespondent = { extension_status: 'Extension Request Sent', requested_by_respondent: 1 };

  it('lets either party ask when nothing is pending', () => {
    expect(checkExtensionAction({}, 'request', 'respondent')).toEqual({ ok: true });
    expect(checkExtensionAction({ extension_status: 'Extension Rejected' }, 'request', 'claimant')).toEqual({ ok: true });
  });

  it('refuses a second request while one waits', () => {
    expect(checkExtensionAction(pendingFromRespondent, 'request', 'claimant')).toEqual({
      ok: false,
      reason: 'An extension request is already waiting for an answer',
    });
  });

  it('lets the other party approve or reject, never the requester', () => {
    expect(checkExtensionAction(pendingFromRespondent, 'approve', 'claimant')).toEqual({ ok: true });
    expect(checkExtensionAction(pendingFromRespondent, 'reject', 'claimant')).toEqual({ ok: true });
    expect(checkExtensionAction(pendingFromRespondent, 'approve', 'respondent')).toEqual({
      ok: false,
      reason: 'The party that asked for the extension cannot approve it',
    });
  });

  it('lets the other party change an answer already given', () => {
    const extended = { extension_status: 'Extended', is_extended: 1, requested_by_claimant: 1 };
    expect(checkExtensionAction(extended, 'reject', 'respondent')).toEqual({ ok: true });
    expect(checkExtensionAction(extended, 'reject', 'claimant').ok).toBe(false);
  });

  it('has nothing to answer while New', () => {
    expect(checkExtensionAction({}, 'approve', 'claimant')).toEqual({
      ok: false,
      reason: 'There is no extension request to answer',
    });
  });

  it('names the requester only when exactly one flag is set', () => {
    expect(extensionRequester({ requested_by_respondent: 1 })).toBe('respondent');
    expect(extensionRequester({ requested_by_claimant: 1, requested_by_respondent: 0 })).toBe('claimant');
    expect(extensionRequester({})).toBeNull();
    expect(extensionRequester({ requested_by_claimant: 1, requested_by_respondent: 1 })).toBeNull();
  });
});

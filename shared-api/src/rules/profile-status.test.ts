import { profileGate, profilePathFor, statusAfterProfileSave } from './profile-status';

describe('profileGate (SPEC §4 profile status)', () => {
  it.each(['Arbitrator', 'Mediator', 'Med-Arb'])('asks a Draft %s to update the profile', (role) => {
    expect(profileGate(role, 'Draft')).toBe('update-profile');
    expect(profileGate(role, 'draft')).toBe('update-profile');
  });

  it('tells a neutral pending approval that the profile is under review, whatever the case', () => {
    expect(profileGate('Arbitrator', 'Pending For Approval')).toBe('under-review');
    expect(profileGate('Mediator', 'PENDING FOR APPROVAL')).toBe('under-review');
  });

  it('lets an approved neutral through', () => {
    expect(profileGate('Arbitrator', 'Approved')).toBeNull();
  });

  it('never gates a claimant, lawyer or expert', () => {
    expect(profileGate('Claimant', 'Draft')).toBeNull();
    expect(profileGate('Lawyer', 'Draft')).toBeNull();
    expect(profileGate('Expert', 'Draft')).toBeNull();
  });

  it('sends Arbitrator and Med-Arb to the arbitrator profile and a Mediator to theirs', () => {
    expect(profilePathFor('Arbitrator')).toBe('/arbitratorprofile');
    expect(profilePathFor('Med-Arb')).toBe('/arbitratorprofile');
    expect(profilePathFor('Mediator')).toBe('/mediatorprofile');
  });
});

describe('statusAfterProfileSave', () => {
  const complete = { pan: 'ABCDE1234F', aadhar_number: '123412341234', bank_name: 'SBI', signature: '/files/s.png', letterhead: '/files/l.png' };

  it('moves a complete Draft profile to Pending For Approval', () => {
    expect(statusAfterProfileSave(complete)).toBe('Pending For Approval');
  });

  it('keeps Draft while any completing field is missing or blank', () => {
    expect(statusAfterProfileSave({ ...complete, letterhead: '' })).toBe('Draft');
    expect(statusAfterProfileSave({ ...complete, bank_name: undefined })).toBe('Draft');
  });

  it('leaves an approved profile alone', () => {
    expect(statusAfterProfileSave(complete, 'Approved')).toBe('Approved');
  });
});

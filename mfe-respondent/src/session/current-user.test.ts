import { currentUserId } from './current-user';

describe('currentUserId', () => {
  it('reads the user_id cookie among others', () => {
    expect(currentUserId('full_name=Anil; user_id=respondent%3AARB-00003%3A9000010301; system_user=no')).toBe(
      'respondent:ARB-00003:9000010301',
    );
  });

  it('is null without the cookie', () => {
    expect(currentUserId('full_name=Anil')).toBeNull();
    expect(currentUserId('')).toBeNull();
  });
});

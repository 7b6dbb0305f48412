import { forgotPasswordSchema } from './forgot-password';
import { loginSchema } from './login';
import { resetPasswordSchema } from './reset-password';
import { valibotResolver } from './valibot-resolver';
import * as v from 'valibot';

const validateLogin = valibotResolver(loginSchema);
const validateForgot = valibotResolver(forgotPasswordSchema);
const validateReset = valibotResolver(resetPasswordSchema);

describe('loginSchema', () => {
  it('accepts an email or phone with a password of 6 or more and trims the username', () => {
    expect(validateLogin({ username: 'asha@lender.in', password: 'secret' })).toEqual({});
    expect(v.parse(loginSchema, { username: '9876543210  ', password: 'secret1' })).toEqual({
      username: '9876543210',
      password: 'secret1',
    });
  });

  it('requires the username', () => {
    expect(validateLogin({ username: '', password: 'secret' })).toEqual({
      username: 'Email or phone number is required',
    });
    expect(validateLogin({ username: '   ', password: 'secret' })).toEqual({
      username: 'Email or phone number is required',
    });
  });

  it('rejects a username that starts with whitespace', () => {
    expect(validateLogin({ username: ' asha@lender.in', password: 'secret' })).toEqual({
      username: 'Email or phone number is not valid',
    });
  });

  it('requires the password', () => {
    expect(validateLogin({ username: 'asha', password: '' })).toEqual({ password: 'Password is required' });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateLogin({ username: 'asha', password: '12345' })).toEqual({
      password: 'Password must be atleast 6 characters long',
    });
  });

  it('reports both fields at once', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Email or phone number is required',
      password: 'Password is required',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it.each(['', '   ', 'asha', 'asha@', 'asha@lender'])('says "Please enter valid email" for %j', (email) => {
    expect(validateForgot({ email })).toEqual({ email: 'Please enter valid email' });
  });

  it('accepts a valid email, trimmed', () => {
    expect(validateForgot({ email: ' asha@lender.in ' })).toEqual({});
    expect(v.parse(forgotPasswordSchema, { email: ' asha@lender.in ' }).email).toBe('asha@lender.in');
  });
});

describe('resetPasswordSchema', () => {
  const valid = { old_password: 'oldpass', new_password: 'newpass1', confirm_password: 'newpass1' };

  it('accepts matching new passwords of 6 or more', () => {
    expect(validateReset(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateReset({ old_password: '', new_password: '', confirm_password: '' })).toEqual({
      old_password: 'Current password is required',
      new_password: 'New password is required',
      confirm_password: 'Please confirm the new password',
    });
  });

  it('needs a new password of at least 6 characters', () => {
    expect(validateReset({ ...valid, new_password: 'abc', confirm_password: 'abc' })).toEqual({
      new_password: 'Password must be atleast 6 characters long',
    });
  });

  it('reports a confirmation that differs under the confirmation field', () => {
    expect(validateReset({ ...valid, confirm_password: 'newpass2' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });
});

describe('valibotResolver', () => {
  it('keys nested issues by dot path, first message per field', () => {
    const schema = v.object({
      claimants: v.array(
        v.object({ pin_code: v.pipe(v.string(), v.nonEmpty('Pincode is required'), v.length(6, 'Six digits')) }),
      ),
    });
    expect(valibotResolver(schema)({ claimants: [{ pin_code: '560001' }, { pin_code: '' }] })).toEqual({
      'claimants.1.pin_code': 'Pincode is required',
    });
  });

  it('reports an issue of the whole value under _form', () => {
    const schema = v.pipe(
      v.object({ a: v.string() }),
      v.check(() => false, 'Whole form is wrong'),
    );
    expect(valibotResolver(schema)({ a: 'x' })).toEqual({ _form: 'Whole form is wrong' });
  });
});

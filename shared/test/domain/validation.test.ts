import {
  checkRegistration,
  isValidEmail,
  isValidMobile,
  isValidPassword,
  isValidUsername,
  VALIDATION_MESSAGES,
} from '../../src/domain/validation';

const ok = {
  username: 'alice1',
  password: 'abcd1234',
  confirm_password: 'abcd1234',
  mobile: '13800000000',
  email: 'a@example.com',
  agreement: true,
};

describe('docs/requirements.md §5 rules', () => {
  it.each([
    ['abc', true],
    ['a1234567890123z', true],
    ['ab', false],
    ['a12345678901234z', false],
    ['1abc', false],
    ['ab_c', false],
    ['', false],
  ])('username %p -> %p', (v, expected) => expect(isValidUsername(v)).toBe(expected));

  it.each([
    ['abcd1234', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['ab12', false],
    ['a1' + 'x'.repeat(28), true],
    ['a1' + 'x'.repeat(29), false],
    ['abc 12345', false],
  ])('password %p -> %p', (v, expected) => expect(isValidPassword(v)).toBe(expected));

  it.each([
    ['13800000000', true],
    ['23800000000', false],
    ['1380000000', false],
    ['138000000001', false],
    ['1380000000a', false],
  ])('mobile %p -> %p', (v, expected) => expect(isValidMobile(v)).toBe(expected));

  it.each([
    ['a@b.co', true],
    ['a.b+c@mail.example.com', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@c.com', false],
    ['a@@c.com', false],
  ])('email %p -> %p', (v, expected) => expect(isValidEmail(v)).toBe(expected));

  it('accepts a complete form and reports each broken rule with its message key', () => {
    expect(checkRegistration(ok)).toEqual([]);
    expect(checkRegistration({ ...ok, confirm_password: 'x', agreement: false })).toEqual([
      { field: 'confirm_password', key: 'passwordMismatch' },
      { field: 'agreement', key: 'agreementRequired' },
    ]);
  });

  it('keeps the English texts of the spec word for word', () => {
    expect(VALIDATION_MESSAGES.usernameInvalid.en).toBe(
      'Username must start with a letter and be 3~15 characters long',
    );
    expect(VALIDATION_MESSAGES.passwordInvalid.en).toBe(
      'needs both number and characters, at least 8 characters',
    );
    expect(VALIDATION_MESSAGES.passwordMismatch.en).toBe("The passwords you entered don't match");
    expect(VALIDATION_MESSAGES.agreementRequired.en).toBe(
      'Please read and agree to Terms and Conditions and Privacy Policy by checking the box',
    );
  });
});

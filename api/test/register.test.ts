import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@portal/shared/domain';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  username: 'alice01',
  password: 'secret123',
  confirm_password: 'secret123',
  name: 'Alice',
  recommender: 'sales',
  mobile: '13912345678',
  email: 'alice@example.com',
  organization: 'Ocean Lab',
  agreement: true,
};

const register = (body: object, lang: 'zh' | 'en') =>
  t.call({ method: 'POST', url: '/api/user/register/', payload: body, lang });

// Every §5 rule of the registration form: [case, body change, field, message key].
const cases: [string, Record<string, unknown>, string, ValidationMessageKey][] = [
  ['username starting with a digit', { username: '1alice' }, 'username', 'usernameInvalid'],
  ['username too short', { username: 'ab' }, 'username', 'usernameInvalid'],
  ['username too long', { username: 'a' + 'b'.repeat(15) }, 'username', 'usernameInvalid'],
  ['username with a symbol', { username: 'ali_ce' }, 'username', 'usernameInvalid'],
  ['username missing', { username: undefined }, 'username', 'usernameInvalid'],
  [
    'password without digits',
    { password: 'abcdefgh', confirm_password: 'abcdefgh' },
    'password',
    'passwordInvalid',
  ],
  [
    'password without letters',
    { password: '12345678', confirm_password: '12345678' },
    'password',
    'passwordInvalid',
  ],
  ['password too short', { password: 'abc1234', confirm_password: 'abc1234' }, 'password', 'passwordInvalid'],
  [
    'password too long',
    { password: 'a1' + 'x'.repeat(29), confirm_password: 'a1' + 'x'.repeat(29) },
    'password',
    'passwordInvalid',
  ],
  ['confirmation differs', { confirm_password: 'secret124' }, 'confirm_password', 'passwordMismatch'],
  ['mobile not starting with 1', { mobile: '23912345678' }, 'mobile', 'mobileInvalid'],
  ['mobile with 10 digits', { mobile: '1391234567' }, 'mobile', 'mobileInvalid'],
  ['mobile with letters', { mobile: '1391234567a' }, 'mobile', 'mobileInvalid'],
  ['email without domain dot', { email: 'alice@example' }, 'email', 'emailInvalid'],
  ['email without @', { email: 'alice.example.com' }, 'email', 'emailInvalid'],
  ['agreement not ticked', { agreement: false }, 'agreement', 'agreementRequired'],
  ['agreement missing', { agreement: undefined }, 'agreement', 'agreementRequired'],
];

describe.each(['zh', 'en'] as const)('registration rules of docs/requirements.md §5 (%s)', (lang) => {
  it.each(cases)('%s -> 400 with the rule message', async (_name, change, field, key) => {
    const res = await register({ ...valid, ...change }, lang);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.errors).toContainEqual({ field, message: VALIDATION_MESSAGES[key][lang] });
    expect(body.msg).toBe(body.errors[0].message);
  });
});

it('reports every broken rule at once', async () => {
  const res = await register(
    { username: '1', password: 'x', confirm_password: 'y', mobile: '2', email: 'z', agreement: false },
    'en',
  );
  expect(
    res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual(['agreement', 'confirm_password', 'email', 'mobile', 'password', 'username']);
});

it('the English texts are the spec word for word', () => {
  expect(VALIDATION_MESSAGES.usernameInvalid.en).toBe(
    'Username must start with a letter and be 3~15 characters long',
  );
  expect(VALIDATION_MESSAGES.userExists.en).toBe('User already exists');
  expect(VALIDATION_MESSAGES.alreadyAssociated.en).toBe('already associated with an account');
  expect(VALIDATION_MESSAGES.mobileInvalid.en).toBe('This mobile number is invalid');
  expect(VALIDATION_MESSAGES.emailInvalid.en).toBe('This email address is invalid');
});

describe('a valid registration, then duplicates', () => {
  it('creates a customer account that can log in', async () => {
    const res = await register(valid, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'Registration successful',
      data: [{ username: 'alice01' }],
    });
    const login = await t.call({
      method: 'POST',
      url: '/api/user/login/',
      payload: { username: 'alice01', password: 'secret123' },
    });
    expect(login.json().data[0].user).toMatchObject({
      type: 'customer',
      organization: 'Ocean Lab',
      name: 'Alice',
      balance: 0,
    });
    const rec = await t.db.query<{ recommender: string }>(
      "SELECT recommender FROM users WHERE username = 'alice01'",
    );
    expect(rec.rows[0].recommender).toBe('sales');
  });

  it.each([
    ['username (any case)', { username: 'ALICE01' }, 'username', 'userExists'],
    ['mobile', { username: 'bob01', mobile: valid.mobile }, 'mobile', 'alreadyAssociated'],
    [
      'email (any case)',
      { username: 'bob01', mobile: '13900000009', email: 'Alice@Example.com' },
      'email',
      'alreadyAssociated',
    ],
  ] as const)('duplicate %s -> 409 in both languages', async (_n, change, field, key) => {
    for (const lang of ['zh', 'en'] as const) {
      const body = { ...valid, mobile: '13900000008', email: 'other@example.com', ...change };
      const res = await register(body, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 409,
        msg: VALIDATION_MESSAGES[key][lang],
        errors: [{ field, message: VALIDATION_MESSAGES[key][lang] }],
      });
    }
  });

  it('verify_register tells which values are free, taken or malformed', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/verify_register/',
      payload: { username: 'alice01', mobile: '13900000077', email: 'bad' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    const byField = Object.fromEntries(res.json().data.map((d: { field: string }) => [d.field, d]));
    expect(byField.username).toEqual({ field: 'username', available: false, message: 'User already exists' });
    expect(byField.mobile).toEqual({ field: 'mobile', available: true, message: 'Available' });
    expect(byField.email).toEqual({
      field: 'email',
      available: false,
      message: 'This email address is invalid',
    });
  });
});

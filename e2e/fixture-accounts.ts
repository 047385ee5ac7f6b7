/**
 * What e2e/seed-fixtures.ts prepares in the end-to-end database before the server starts, and the specs find there:
 * a customer with money and tasking orders whose task was received and whose pass has come (results may be recorded),
 * and an account of each staff type without a demo account.
 */

/** The customer who owns the fixture orders (looked after by the demo sales person). */
export const FIXTURE_CUSTOMER = {
  username: 'e2epasscome',
  password: 'Start2026abc',
  mobile: '13900004170',
  email: 'e2epasscome@example.com',
} as const;

/**
 * Target names of the fixture orders of each test that records a task's results: two each, as a test uses up its
 * order and may run again (CI retries a failed test once); a test takes the first whose task is still received.
 */
export const PASS_COME_ORDERS = {
  delivery: ['e2e-pass-come-1', 'e2e-pass-come-1b'],
  imagingFailure: ['e2e-pass-come-2', 'e2e-pass-come-2b'],
} as const;

/**
 * One account of each staff type the demo accounts lack (docs/requirements.md §6: every staff type has the full
 * order-centre menu): registered, then given its type by the demo administrator.
 */
export const STAFF_TYPE_ACCOUNTS = {
  external_tech: {
    username: 'e2eexttech',
    password: 'Start2026abc',
    mobile: '13900004171',
    email: 'e2eexttech@example.com',
  },
  data_application: {
    username: 'e2edataapp',
    password: 'Start2026abc',
    mobile: '13900004172',
    email: 'e2edataapp@example.com',
  },
} as const;

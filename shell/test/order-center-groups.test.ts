import { redirectFor, type Visitor } from '../src/navigation';

const anon: Visitor = { signedIn: false, role: 'customer', mobile: false };
const staff: Visitor = { signedIn: true, role: 'staff', mobile: false };

test('/personalCenter/missionadmin and /personalCenter/tasksadmin lead to their lists, not /404', () => {
  expect(redirectFor('/personalCenter/missionadmin', '', staff)).toBe(
    '/personalCenter/missionadmin/missionforty',
  );
  expect(redirectFor('/personalCenter/missionadmin/', '', staff)).toBe(
    '/personalCenter/missionadmin/missionforty',
  );
  expect(redirectFor('/personalCenter/tasksadmin', '?state=104', staff)).toBe(
    '/personalCenter/tasksadmin/tasks?state=104',
  );
  // The lists themselves stay where they are.
  expect(redirectFor('/personalCenter/missionadmin/missionforty', '', staff)).toBeNull();
  expect(redirectFor('/personalCenter/tasksadmin/tasks', '', staff)).toBeNull();
});

test('without a session the list is the page remembered for after login', () => {
  const list = redirectFor('/personalCenter/tasksadmin', '', anon)!;
  expect(list).toBe('/personalCenter/tasksadmin/tasks');
  expect(redirectFor(list, '', anon)).toBe('/login?redirect=%2FpersonalCenter%2Ftasksadmin%2Ftasks');
});

test('other unknown paths below a group still go to /404', () => {
  expect(redirectFor('/personalCenter/missionadmin/nope', '', staff)).toBe('/404');
  expect(redirectFor('/personalCenter/tasksadmin/detail', '', staff)).toBe('/404');
});

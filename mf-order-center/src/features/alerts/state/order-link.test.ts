/** Where an alert leads: a finished export's alert names its job (the file to download); others open a page. */
import { alertLinkFor, exportJobOf } from './order-link';

const jobId = '4b9c1a5e-2f0d-4c47-9a53-0b7e1f2d3c4a';

test('an export alert names the job whose file it brings', () => {
  expect(exportJobOf({ kind: 'export', type_status_text: `导出文件已生成: /api/jobs/${jobId}/file/` })).toBe(
    jobId,
  );
  expect(
    exportJobOf({ kind: 'export', type_status_text: `Your export is ready: /api/jobs/${jobId}/file/` }),
  ).toBe(jobId);
});

test('other alerts name no export and open their page', () => {
  expect(exportJobOf({ kind: 'mission', type_status_text: 'Order created' })).toBeNull();
  expect(alertLinkFor('customer', { kind: 'review', mission_id: null })).toBe('/userInfo');
  expect(alertLinkFor('customer', { kind: 'subscription', mission_id: null })).toBe(
    '/personalCenter/subscriptions',
  );
  expect(alertLinkFor('customer', { kind: 'mission', mission_id: 7 })).toBe(
    '/personalCenter/myProgrammingOrder?open=7',
  );
});

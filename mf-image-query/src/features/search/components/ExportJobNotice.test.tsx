/** A large export's notice follows its job: progress while it runs, then the file to download (or the failure). */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@portal/shared/i18n';
import { downloadExportJob, exportJob, type ExportJob } from '@portal/shared/http';
import '../../../i18n';
import { ExportJobNotice } from './ExportJobNotice';

jest.mock('@portal/shared/http', () => ({ exportJob: jest.fn(), downloadExportJob: jest.fn() }));

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: '7f3c',
  kind: 'export',
  state: 'created',
  done: 0,
  total: 25_000,
  file_name: 'scenes-20261127',
  file_url: null,
  created_at: '2026-11-27T10:00:00Z',
  finished_at: null,
  ...over,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('in Chinese: progress while the job runs, then the file; the download asks for this job', async () => {
  await i18n.changeLanguage('zh');
  (exportJob as jest.Mock)
    .mockResolvedValueOnce(job({ state: 'active', done: 12_500 }))
    .mockResolvedValueOnce(job({ state: 'completed', done: 25_000, file_url: '/api/jobs/7f3c/file/' }));
  render(<ExportJobNotice job={job({})} onClose={() => undefined} />);
  expect(screen.getByTestId('export-job').textContent).toContain('导出在后台进行：已写入 0 / 25000 景');
  await act(async () => void jest.advanceTimersByTime(1500));
  expect(screen.getByTestId('export-job').textContent).toContain('已写入 12500 / 25000 景');
  expect(screen.getByRole('progressbar', { name: '导出进度' }).getAttribute('aria-valuenow')).toBe('50');
  await act(async () => void jest.advanceTimersByTime(1500));
  expect(screen.getByTestId('export-job').dataset.state).toBe('completed');
  expect(screen.getByTestId('export-job').textContent).toContain('导出完成（25000 景）');
  fireEvent.click(screen.getByRole('button', { name: '下载文件' }));
  expect(downloadExportJob).toHaveBeenCalledWith(expect.objectContaining({ id: '7f3c', state: 'completed' }));
  // Finished: no more polling.
  await act(async () => void jest.advanceTimersByTime(10_000));
  expect(exportJob).toHaveBeenCalledTimes(2);
});

test('in English: a failed job says so', async () => {
  await i18n.changeLanguage('en');
  (exportJob as jest.Mock).mockReset().mockResolvedValueOnce(job({ state: 'failed' }));
  render(<ExportJobNotice job={job({})} onClose={() => undefined} />);
  expect(screen.getByTestId('export-job').textContent).toContain(
    'Exporting in the background: 0 of 25000 scenes',
  );
  await act(async () => void jest.advanceTimersByTime(1500));
  expect(screen.getByTestId('export-job').textContent).toContain('The export failed; please try again later');
});

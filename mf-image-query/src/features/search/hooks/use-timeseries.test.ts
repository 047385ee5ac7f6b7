/** Asking again while the API prepares a stack's products: waits that grow to 10 s, the API's message each time. */
import { ApiError } from '@portal/shared/http';
import { sceneTimeseries } from '@portal/shared/http/scene-stack';
import { preparingWaitMs, timeseriesWhenPrepared } from './use-timeseries';

jest.mock('@portal/shared/http/scene-stack', () => ({ sceneTimeseries: jest.fn() }));
const call = sceneTimeseries as jest.MockedFunction<typeof sceneTimeseries>;
const preparing = (n: number) => new ApiError(`The products of ${n} images are being prepared`, 503, 503);

afterEach(() => jest.useRealTimers());

it('waits 2, 4, … then 10 s between asks', () => {
  expect([1, 2, 3, 4, 5, 6, 20].map(preparingWaitMs)).toEqual([2000, 4000, 6000, 8000, 10000, 10000, 10000]);
});

it('asks again after each 503 with the count left, and answers the series once it comes', async () => {
  jest.useFakeTimers();
  const answer = { stack: 's', entries: [] } as unknown as Awaited<ReturnType<typeof sceneTimeseries>>;
  call.mockRejectedValueOnce(preparing(3)).mockRejectedValueOnce(preparing(1)).mockResolvedValueOnce(answer);
  const told: string[] = [];
  const series = timeseriesWhenPrepared(
    { scenes: ['a'], geometry: { type: 'Point', coordinates: [0, 0] } },
    (m) => told.push(m),
  );
  await jest.advanceTimersByTimeAsync(2000 + 4000);
  await expect(series).resolves.toBe(answer);
  expect(told).toEqual([
    'The products of 3 images are being prepared',
    'The products of 1 images are being prepared',
  ]);
  expect(call).toHaveBeenCalledTimes(3);
});

it('gives up after ten minutes of waiting, and at once on another error', async () => {
  jest.useFakeTimers();
  call.mockReset().mockRejectedValue(preparing(25));
  const series = timeseriesWhenPrepared({ scenes: ['a'], geometry: { type: 'Point', coordinates: [0, 0] } });
  const failed = expect(series).rejects.toThrow('being prepared');
  await jest.advanceTimersByTimeAsync(11 * 60_000);
  await failed;
  const asks = call.mock.calls.length;
  expect(asks).toBeGreaterThan(55);
  expect(asks).toBeLessThan(70);
  call.mockReset().mockRejectedValue(new ApiError('Forbidden', 403, 403));
  await expect(
    timeseriesWhenPrepared({ scenes: ['a'], geometry: { type: 'Point', coordinates: [0, 0] } }),
  ).rejects.toThrow('Forbidden');
  expect(call).toHaveBeenCalledTimes(1);
});

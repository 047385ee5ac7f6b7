import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

/** A load the test answers by hand, counting its calls. */
function manualLoad() {
  const pending: ((v: string) => void)[] = [];
  const load = jest.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  return { load, answer: (v: string) => act(() => pending.shift()!(v)) };
}

describe('useAsync', () => {
  it('loads, and loads again when its inputs change', async () => {
    const { load, answer } = manualLoad();
    const { result, rerender } = renderHook(({ lang }) => useAsync(load, [lang]), {
      initialProps: { lang: 'zh' },
    });
    expect(result.current[0]).toEqual({ status: 'loading' });
    await answer('a');
    expect(result.current[0]).toEqual({ status: 'done', value: 'a' });
    rerender({ lang: 'en' });
    expect(result.current[0]).toEqual({ status: 'loading' });
    await answer('b');
    expect(result.current[0]).toEqual({ status: 'done', value: 'b' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts from what a first view showed without loading it again, and loads when its inputs change', async () => {
    const { load, answer } = manualLoad();
    const { result, rerender } = renderHook(({ lang }) => useAsync(load, [lang], () => 'shown'), {
      initialProps: { lang: 'zh' },
    });
    expect(result.current[0]).toEqual({ status: 'done', value: 'shown' });
    expect(load).not.toHaveBeenCalled();
    rerender({ lang: 'en' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await answer('en');
    expect(result.current[0]).toEqual({ status: 'done', value: 'en' });
  });

  it('loads when the first view showed nothing', async () => {
    const { load, answer } = manualLoad();
    const { result } = renderHook(() => useAsync(load, [], () => undefined));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await answer('a');
    expect(result.current[0]).toEqual({ status: 'done', value: 'a' });
  });
});

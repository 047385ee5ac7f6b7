import { useEffect, useState } from 'react';

/**
 * The options of a search-as-you-type field: `search` is asked 250 ms after the typing stops (a failure is no
 * options); answers to older input are dropped. Keep `search` stable (module function or useCallback).
 */
export function useSearchOptions<T>(search: (text: string) => Promise<T[]>, input: string) {
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      search(input.trim())
        .then(
          (found) => live && setOptions(found),
          () => live && setOptions([]),
        )
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, input]);
  return { options, loading };
}

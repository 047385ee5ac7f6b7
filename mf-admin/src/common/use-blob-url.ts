/**
 * A file the API serves only with the session (a bearer token, so no plain link), fetched into a blob: URL for the
 * page to show, and revoked when the component goes or another file is asked for. Null while loading, or its error.
 */
import { useEffect, useState } from 'react';
import { errorMessage } from './errors';

/** `load` (stable: useCallback) fetches the file with its type; null shows none. */
export function useBlobUrl(load: (() => Promise<Blob>) | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!load) return;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setError(null);
    load().then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (err: unknown) => live && setError(errorMessage(err)),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [load]);

  return { url, error };
}

/**
 * Reading an area file (KML, KMZ or zipped shapefile) on the server, for a file input: the wrong kind of file is
 * refused before any call, the server's reason for a file it cannot read is shown with its detail, and a failed call
 * says so in the page's language (never axios's text). The input is emptied afterwards so the same file can be
 * chosen again.
 */
import { useRef, useState } from 'react';
import { AREA_FILE_PATTERN, ApiError, failureMessage, importAreaFile, type AreaGeometry } from '../http';

export function useAreaFileImport({
  onImported,
  wrongType,
  unreadable,
}: {
  /** Called with the file's polygons and the file's name. */
  onImported: (geometry: AreaGeometry, fileName: string) => void;
  /** The message for a file that is not KML, KMZ or ZIP. */
  wrongType: string;
  /** The message for a file the server refused without saying why. */
  unreadable: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    if (!AREA_FILE_PATTERN.test(file.name)) {
      setError(wrongType);
      return;
    }
    setBusy(true);
    try {
      const { geometry } = await importAreaFile(file);
      onImported(geometry, file.name);
    } catch (e) {
      if (e instanceof ApiError && !e.transport) {
        const detail = e.errors[0]?.message;
        setError(detail && detail !== e.message ? `${e.message} ${detail}` : e.message || unreadable);
      } else setError(failureMessage(e) ?? unreadable);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return { input, busy, error, onFile };
}

/** The button that opens the file chooser for an area file read by `useAreaFileImport`; it waits while the file is read. */
import { Button } from '@mui/material';
import type { useAreaFileImport } from './use-area-file-import';

export function AreaFileButton({
  file,
  label,
  busyLabel,
  testId,
  size,
}: {
  file: ReturnType<typeof useAreaFileImport>;
  label: string;
  /** Shown while the file is being read. */
  busyLabel: string;
  /** The file input's test id. */
  testId: string;
  size?: 'small';
}) {
  return (
    <Button size={size} variant="outlined" component="label" disabled={file.busy}>
      {file.busy ? busyLabel : label}
      <input
        ref={file.input}
        hidden
        type="file"
        accept=".kml,.kmz,.zip"
        data-testid={testId}
        onChange={(e) => void file.onFile(e.target.files?.[0])}
      />
    </Button>
  );
}

import type { Lang } from '../domain';
import { formatDateTime, formatDateTimeCompact } from './format';

/**
 * A time in a table's cell: compact, on one line (`formatDateTimeCompact`), the full time with its zone in the
 * tooltip and the instant in `dateTime` for machines. Nothing for no time.
 */
export function CompactTime({
  iso,
  lang,
  seconds = false,
}: {
  iso: string | null | undefined;
  lang: Lang;
  seconds?: boolean;
}) {
  if (!iso) return null;
  return (
    <time dateTime={iso} title={formatDateTime(iso, lang)} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTimeCompact(iso, lang, { seconds })}
    </time>
  );
}

/** The cursor read-out's text (pure, so it is unit-tested): "经度 116.40000  纬度 39.90000  (GCJ-02)" / "Lon … Lat …". */
import type { CoordinateSystem } from '@portal/shared/domain';

export function cursorText(
  t: (key: 'lng' | 'lat') => string,
  cursor: { lng: number; lat: number; crs: CoordinateSystem } | null,
): string {
  if (!cursor) return '';
  const system = cursor.crs === 'GCJ02' ? 'GCJ-02' : 'WGS-84';
  return `${t('lng')} ${cursor.lng.toFixed(5)}  ${t('lat')} ${cursor.lat.toFixed(5)}  (${system})`;
}

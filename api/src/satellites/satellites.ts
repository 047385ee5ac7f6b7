/**
 * The constellation as the API answers it, with the TLE each satellite uses, and staff's uploads of real TLE / 3LE
 * text (docs/requirements.md §9). Parsing and validation are shared/orbit's parseTleText.
 */
import {
  IMAGING_MODES,
  parseTleText,
  SATELLITES,
  type SatelliteInfo,
  type TleRecord,
} from '@portal/shared/orbit';
import type { SatelliteItem, TleUploadItem } from '@portal/shared/domain/satellites';
import type { Db, Queryable } from '../db';
import { ApiError, type FieldError } from '../http/errors';
import { t, type Lang, type MessageKey } from '../i18n/messages';
import { ageDays, currentTles, TLE_STALE_DAYS } from './tle-store';

const normalize = (s: string) => s.toUpperCase().replace(/[\s_\-()]/g, '');

/** Which satellite a record names: its 3LE title (TY-38, HiSea-1, 海丝一号) or the catalogue number the seed uses. */
export function satelliteOfRecord(rec: TleRecord): SatelliteInfo | undefined {
  const title = rec.name ? normalize(rec.name) : '';
  return SATELLITES.find(
    (s) =>
      (title &&
        (title.includes(normalize(s.id)) ||
          title.includes(normalize(s.name.en)) ||
          title.includes(normalize(s.name.zh)))) ||
      Number(rec.satnum) === s.syntheticOrbit.noradId,
  );
}

/** Every satellite with its imaging modes (in the reader's language) and the TLE in use. */
export async function constellation(db: Queryable, lang: Lang): Promise<SatelliteItem[]> {
  const tles = await currentTles(db);
  return SATELLITES.map((s) => {
    const tle = tles.get(s.id);
    const age = tle ? ageDays(tle.epoch) : 0;
    return {
      id: s.id,
      name: s.name[lang],
      name_en: s.name.en,
      name_zh: s.name.zh,
      band: s.band,
      polarisation: s.polarisation,
      img_modes: s.imagingModes.map((m) => ({
        code: m,
        key: IMAGING_MODES[m].key,
        name: IMAGING_MODES[m].name[lang],
        swath_width_km: IMAGING_MODES[m].swathWidthKm,
      })),
      look_angle: { min: 13, max: 40 },
      look_angle_hint: { ...s.lookAngleHintDeg },
      tle: tle
        ? {
            satnum: tle.satnum,
            name: tle.name,
            epoch: tle.epoch,
            age_days: Math.round(age * 100) / 100,
            stale: age > TLE_STALE_DAYS,
            synthetic: tle.synthetic,
            uploaded_at: tle.uploadedAt,
            line1: tle.line1,
            line2: tle.line2,
          }
        : null,
    };
  });
}

/**
 * Stores the element sets of an upload, each matched to a satellite (by `satelliteId` for one set, else by its
 * title); a set that does not parse or names no satellite refuses the whole upload (400).
 */
export async function uploadTles(
  db: Db,
  userId: number,
  lang: Lang,
  body: { text: string; satellite_id?: string },
): Promise<TleUploadItem[]> {
  const parsed = parseTleText(body.text, { maxAgeDays: TLE_STALE_DAYS });
  if (parsed.errors.length) {
    throw new ApiError(
      400,
      'tleInvalid',
      parsed.errors.map((e) => ({ field: 'text', key: e.message[lang] as MessageKey })),
    );
  }
  if (body.satellite_id && parsed.records.length !== 1)
    throw new ApiError(400, 'tleOneRecord', [{ field: 'satellite_id', key: 'tleOneRecord' }]);
  const matched: { rec: TleRecord; sat: SatelliteInfo }[] = [];
  const unmatched: FieldError[] = [];
  for (const rec of parsed.records) {
    const sat = body.satellite_id
      ? SATELLITES.find((s) => s.id === body.satellite_id)!
      : satelliteOfRecord(rec);
    if (sat) matched.push({ rec, sat });
    else
      unmatched.push({
        field: 'satellite_id',
        key: `${rec.name ?? rec.satnum}: ${t('tleUnknownSatellite', lang)}` as MessageKey,
      });
  }
  if (unmatched.length) throw new ApiError(400, 'tleUnknownSatellite', unmatched);
  await db.transaction(async (tx) => {
    for (const { rec, sat } of matched) {
      await tx.query(
        `INSERT INTO satellite_tles (satellite_id, name, satnum, line1, line2, epoch, synthetic, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, false, $7)`,
        [sat.id, rec.name ?? '', rec.satnum, rec.line1, rec.line2, rec.epoch, userId],
      );
    }
  });
  return matched.map(({ rec, sat }) => {
    const age = ageDays(rec.epoch);
    // parseTleText reports a stale epoch per element set, naming the epoch.
    const warnings = parsed.warnings.filter((w) => w.message.en.includes(`epoch ${rec.epoch} `));
    return {
      satellite_id: sat.id,
      satnum: rec.satnum,
      name: rec.name ?? '',
      epoch: rec.epoch,
      age_days: Math.round(age * 100) / 100,
      stale: age > TLE_STALE_DAYS,
      synthetic: false as const,
      warnings: warnings.map((w) => w.message[lang]),
    };
  });
}

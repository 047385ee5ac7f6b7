/** The application-service pages' content (docs/requirements.md §7 /effect/data/): read publicly, changed by staff with an audit row. */
import { EFFECT_EDITABLE_FIELDS, type EffectChange, type EffectContent } from '@portal/shared/domain/effect';
import type { Queryable } from '../db';

const COLUMNS = `id, service, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, figures, sample_ids,
  provenance_zh, provenance_en, updated_at`;

const toContent = (r: EffectContent): EffectContent => ({
  ...r,
  updated_at: new Date(r.updated_at).toISOString(),
});

export async function listContent(q: Queryable): Promise<EffectContent[]> {
  const { rows } = await q.query<EffectContent>(`SELECT ${COLUMNS} FROM effect_content ORDER BY sort, id`);
  return rows.map(toContent);
}

/** One page; `lock`: held (FOR UPDATE) until the transaction ends, so the audit's "before" is the row changed. */
export async function oneContent(q: Queryable, id: number, lock = false): Promise<EffectContent | null> {
  const { rows } = await q.query<EffectContent>(
    `SELECT ${COLUMNS} FROM effect_content WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toContent(rows[0]) : null;
}

/** Applies the given fields; the row as it is afterwards. */
export async function updateContent(q: Queryable, id: number, change: EffectChange): Promise<void> {
  const sets = ['updated_at = now()'];
  const params: unknown[] = [id];
  for (const field of EFFECT_EDITABLE_FIELDS) {
    if (change[field] === undefined) continue;
    params.push(field === 'figures' ? JSON.stringify(change[field]) : change[field]);
    const cast = field === 'figures' ? '::jsonb' : field === 'sample_ids' ? '::integer[]' : '';
    sets.push(`${field} = $${params.length}${cast}`);
  }
  await q.query(`UPDATE effect_content SET ${sets.join(', ')} WHERE id = $1`, params);
}

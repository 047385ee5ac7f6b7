/**
 * The editor's draft of the application-service pages: what changed against the pages as loaded (only those
 * fields, only those pages, so one save sends one batch), the sample ids as typed, and the server's field errors
 * (`data.<i>.<field>` of the batch) put back on their page and field.
 */
import {
  EFFECT_TEXT_FIELDS,
  type EffectBatchChange,
  type EffectContent,
  type EffectFigure,
} from '@portal/shared/domain/effect';

export const TEXT_FIELDS = EFFECT_TEXT_FIELDS;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A page as edited: its texts and figures, and its sample ids as the text typed. */
export interface PageDraft {
  id: number;
  texts: Record<TextField, string>;
  figures: EffectFigure[];
  samples: string;
}

export function draftOf(page: EffectContent): PageDraft {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, page[f]])) as Record<TextField, string>;
  return {
    id: page.id,
    texts,
    figures: page.figures.map((f) => ({ ...f })),
    samples: page.sample_ids.join(', '),
  };
}

/** The sample ids typed (separated by commas or spaces), or null when one is not a positive whole number. */
export function parseSampleIds(text: string): number[] | null {
  const parts = text.split(/[\s,，]+/).filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d{0,8}$/.test(p))) return null;
  return parts.map(Number);
}

type Change = EffectBatchChange['data'][number];

/** The changed fields of every changed page, in the pages' order; [] when nothing changed. */
export function changesOf(pages: readonly EffectContent[], drafts: readonly PageDraft[]): Change[] {
  const out: Change[] = [];
  for (const page of pages) {
    const draft = drafts.find((d) => d.id === page.id);
    if (!draft) continue;
    const change: Change = { id: page.id };
    for (const f of TEXT_FIELDS) if (draft.texts[f] !== page[f]) change[f] = draft.texts[f];
    if (JSON.stringify(draft.figures) !== JSON.stringify(page.figures)) change.figures = draft.figures;
    const ids = parseSampleIds(draft.samples);
    // Ids that do not parse are sent as they are not: the page says so before any call (see samplesInvalid).
    if (ids && JSON.stringify(ids) !== JSON.stringify(page.sample_ids)) change.sample_ids = ids;
    if (Object.keys(change).length > 1) out.push(change);
  }
  return out;
}

/** Pages whose sample ids do not parse. */
export const samplesInvalid = (drafts: readonly PageDraft[]) =>
  drafts.filter((d) => parseSampleIds(d.samples) === null).map((d) => d.id);

/**
 * The server's field errors of a batch, by page id and field (`figures.0.value` stays under `figures`); errors
 * that name no page of the batch are returned under page 0.
 */
export function fieldErrorsByPage(
  sent: readonly Change[],
  errors: readonly { field: string; message: string }[],
): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (const e of errors) {
    const m = /^data\.(\d+)\.([a-z_]+)/.exec(e.field);
    const id = m ? (sent[Number(m[1])]?.id ?? 0) : 0;
    const field = m ? (m[2] === 'sample_ids' ? 'samples' : m[2]) : e.field;
    (out[id] ??= {})[field] ??= e.message;
  }
  return out;
}

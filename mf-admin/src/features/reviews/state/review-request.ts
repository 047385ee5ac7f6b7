/** A request in the review queue, and what the review panel shows of it. Pure: no framework. */
import type { RealPersonRequest } from '@portal/shared/domain/users';

/** A request in the review queue, as the API answers it (GET user/audit_user/). */
export type ReviewRequest = RealPersonRequest;

/** How a document is previewed in the page: a PDF in a frame, an image as an image, a Word file not at all. */
export function previewKind(type: string | null): 'pdf' | 'image' | 'none' {
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  return 'none';
}

export interface ChangedField {
  field: 'name' | 'organization';
  from: string;
  to: string;
}

/** The fields a change request asks for, with the value they had when it was asked (or has now). */
export function changedFields(r: Pick<ReviewRequest, 'changes' | 'previous' | 'name' | 'organization'>) {
  const out: ChangedField[] = [];
  for (const field of ['name', 'organization'] as const) {
    const to = r.changes?.[field];
    if (to === undefined) continue;
    out.push({ field, from: r.previous?.[field] ?? r[field], to });
  }
  return out;
}

/** An ID number shown with its middle hidden, as on a receipt: enough to compare with the document. */
export function maskIdNumber(id: string | null): string {
  if (!id) return '—';
  if (id.length <= 8) return id;
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

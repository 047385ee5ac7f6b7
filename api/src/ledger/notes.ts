/**
 * The note of a ledger row, or of a tasking order's delivery order, in the reader's language. The portal's own rows
 * (an archive order paid or refunded, a tasking order charged, the demo accounts' opening balance) keep no text of
 * their own: their note is said from the row's reference, naming the order by the number its owner sees. A note a
 * person wrote is shown as written. Rows written before notes were localized carry the English text the portal wrote
 * then; it is read the same way.
 */
import type { Lang } from '../i18n/messages';
import { missionNo, orderNo } from '../numbers';

/** The reference of the demo accounts' opening balance (seed/demo.ts). */
export const OPENING_BALANCE_REF = 'demo:opening_balance';

/** The English notes the portal wrote before notes were localized. */
const LEGACY_SYSTEM_NOTE = /^(archive order \d+|tasking order \d+|demo opening balance)$/;

const TEXT = {
  archive: { zh: '存档订单 {no}', en: 'Archive order {no}' },
  tasking: { zh: '编程订单 {no}', en: 'Tasking order {no}' },
  opening: { zh: '演示账户初始余额', en: 'Demo account opening balance' },
  delivery: { zh: '编程订单 {no} 的交付', en: 'Delivery of tasking order {no}' },
  organisation: { zh: '团队账户', en: 'Organisation account' },
} as const;

/** The English note of a tasking order's delivery order before it was said from the tasking order it delivers. */
const LEGACY_DELIVERY_NOTE = /^Tasking order TO\d+$/;

export interface NoteSource {
  note: string;
  reference: string | null;
  /** Creation time of the archive order or the tasking order the reference names (for its number). */
  archive_created: Date | string | null;
  mission_created: Date | string | null;
}

/** Whether the row's note is a person's words (staff's reason), kept as typed rather than said by the portal. */
export const noteIsTyped = (x: Pick<NoteSource, 'note'>): boolean =>
  !!x.note && !LEGACY_SYSTEM_NOTE.test(x.note);

export function ledgerNote(x: NoteSource, lang: Lang): string {
  if (noteIsTyped(x)) return x.note;
  const [kind, id] = (x.reference ?? '').split(':');
  if (kind === 'archive_order' && x.archive_created)
    return TEXT.archive[lang].replace('{no}', orderNo(Number(id), x.archive_created));
  if (kind === 'mission' && x.mission_created)
    return TEXT.tasking[lang].replace('{no}', missionNo(Number(id), x.mission_created));
  if (x.reference === OPENING_BALANCE_REF || x.note === 'demo opening balance') return TEXT.opening[lang];
  // A balance moved into an organisation (docs/organisations.md "Money").
  if (kind === 'organisation') return TEXT.organisation[lang];
  return x.note;
}

/**
 * An archive order's note in the reader's language: the order a tasking order's delivery made (tasks/delivery.ts)
 * keeps no text and is said from the tasking order it delivers; a note the customer typed is shown as typed.
 */
export function archiveOrderNote(note: string, deliveryOf: { order_no: string } | null, lang: Lang): string {
  if (deliveryOf && (!note || LEGACY_DELIVERY_NOTE.test(note)))
    return TEXT.delivery[lang].replace('{no}', deliveryOf.order_no);
  return note;
}

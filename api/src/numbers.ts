/**
 * The numbers people read for an archive order, a tasking order and a planning task: a prefix, the creation day
 * (UTC) and the id in six digits, e.g. AO20261124000042. A leaf: it imports nothing, so the notes, the webhooks and
 * the lists that show a number need not import the domain that owns it.
 */
const numbered = (prefix: string) => (id: number, createdAt: Date | string) =>
  `${prefix}${new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** AO + creation day + id: AO20261124000042. */
export const orderNo = numbered('AO');
/** TO + creation day + id: TO20261124000042. */
export const missionNo = numbered('TO');
/** TK + planning day + id: TK20261124000042. */
export const taskNo = numbered('TK');
/** RS + creation day + id: a series of repeat collects. */
export const seriesNo = numbered('RS');

/** The i18n entry of @portal/shared: the portal's one i18next instance (instance.ts), the time, date and money
 * formatters of the reader's language (format.ts), and the texts of a tasking order's fields. */
export { LANG_KEY } from './plain';
export { LANGS, i18n, currentLang, setLang, acceptLanguage, addTranslations } from './instance';
export {
  formatDateTime,
  timeZoneName,
  formatDateTimeCompact,
  formatDate,
  dayBound,
  localInputToIso,
  isoToLocalInput,
  formatMoney,
} from './format';
export { missionFieldText, orderStateLabel, orderStateWithCode, priorityText } from './mission-field-text';
export { CompactTime } from './CompactTime';
/** The portal's languages, for callers of these formatters. */
export type { Lang } from '../domain';

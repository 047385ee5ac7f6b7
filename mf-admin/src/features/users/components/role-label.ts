import { isUserType, USER_TYPES } from '@portal/shared/domain';

/** A role's label in the language shown (an unknown code as it is). */
export const roleLabel = (type: string, lang: 'zh' | 'en') =>
  isUserType(type) ? USER_TYPES[type][lang] : type;

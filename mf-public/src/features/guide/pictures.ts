/**
 * Pictures of the real pages, one per step of the manual and language, taken from the running portal by
 * `e2e/guide-pictures.ts` (run it again after a page changes). Webpack serves each as a hashed asset.
 */
import type { Lang } from '@portal/shared/domain';
import type { ManualStep } from '@portal/shared/user-manual';

/** The page each step's picture shows, and where the guide's "open" link leads. */
export const STEP_PAGES: Record<ManualStep, string> = {
  register: '/register',
  search: '/imageQuery',
  order: '/personalCenter/shoppingCart',
  tasking: '/programOrder',
  orderCentre: '/personalCenter/myProgrammingOrder',
  downloads: '/personalCenter/archiveOrder',
  feedback: '/resourceCenter',
};

/** The pictures' size in CSS pixels (reserved before they load, so nothing moves). */
export const PICTURE_SIZE = { width: 960, height: 600 };

// Each URL spelled out: webpack turns only a literal `new URL('…', import.meta.url)` into an asset.
const PICTURES: Record<ManualStep, Record<Lang, string>> = {
  register: {
    zh: new URL('./pictures/register-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/register-en.jpg', import.meta.url).href,
  },
  search: {
    zh: new URL('./pictures/search-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/search-en.jpg', import.meta.url).href,
  },
  order: {
    zh: new URL('./pictures/order-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/order-en.jpg', import.meta.url).href,
  },
  tasking: {
    zh: new URL('./pictures/tasking-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/tasking-en.jpg', import.meta.url).href,
  },
  orderCentre: {
    zh: new URL('./pictures/orderCentre-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/orderCentre-en.jpg', import.meta.url).href,
  },
  downloads: {
    zh: new URL('./pictures/downloads-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/downloads-en.jpg', import.meta.url).href,
  },
  feedback: {
    zh: new URL('./pictures/feedback-zh.jpg', import.meta.url).href,
    en: new URL('./pictures/feedback-en.jpg', import.meta.url).href,
  },
};

export const pictureUrl = (step: ManualStep, lang: Lang): string => PICTURES[step][lang];

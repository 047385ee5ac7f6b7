/**
 * The application services of docs/requirements.md §1 as the home pages list them, each leading to its page; the label keys are in
 * the 'public' namespace (service.*).
 */
export const SERVICE_LINKS = [
  { key: 'vessel', href: '/applicationService/vesselDetection' },
  { key: 'oil', href: '/applicationService/oilSpill' },
  { key: 'flood', href: '/applicationService/waterExtraction' },
  { key: 'video', href: '/applicationService/videoRadar' },
] as const;

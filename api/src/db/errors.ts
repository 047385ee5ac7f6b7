/** What a failed statement was: the SQLSTATE codes the domains answer in words (both drivers report `code`). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

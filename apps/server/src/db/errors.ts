/**
 * The constraint a unique violation hit, or null. Drizzle wraps driver errors (cause), and
 * PGlite and node-postgres both carry PostgreSQL's code and constraint name.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const pgError = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (pgError.code === '23505')
      return typeof pgError.constraint === 'string' ? pgError.constraint : '';
    e = pgError.cause;
  }
  return null;
}

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

/**
 * True for errors PostgreSQL raises because the data sent was wrong rather than the server:
 * a reference to a row that does not exist (23503), a failed check (23514), a value out of
 * range or malformed for its column (22xxx). They become 400s, never 500s.
 */
export function isBadDataError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (code === '23503' || code === '23514' || code.startsWith('22'))
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

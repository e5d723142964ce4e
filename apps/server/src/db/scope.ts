import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../platform/actor.js';

export interface ScopeColumns {
  cityId: PgColumn;
  stationId?: PgColumn;
}

/**
 * The rows an actor may see (architecture rule 1): role 8 the whole state, role 4 its own
 * city, role 2 its own police station. Client-sent ids are ANDed on top, never instead.
 */
export function scopeWhere(actor: Actor, cols: ScopeColumns): SQL | undefined {
  switch (actor.role) {
    case '8':
      return undefined;
    case '4':
      return eq(cols.cityId, actor.cityId ?? -1);
    case '2':
      return cols.stationId
        ? and(eq(cols.cityId, actor.cityId ?? -1), eq(cols.stationId, actor.stationId ?? -1))
        : eq(cols.cityId, actor.cityId ?? -1);
  }
}

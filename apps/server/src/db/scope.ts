import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../platform/actor.js';
import { scopeOf, type Scope } from '../platform/scope.js';

export interface ScopeColumns {
  cityId: PgColumn | SQL;
  /** Without it, a station's scope reads the rows of its unit. */
  stationId?: PgColumn | SQL;
}

/**
 * The one SQL translator of a scope (architecture rule 1): the rows of `cols` inside it.
 * `state` replaces the state's `true` where a query wants the planner to walk an index unit
 * by unit. Client-sent ids are ANDed on top by the caller, never instead.
 */
export function scopeSql(scope: Scope, cols: ScopeColumns, state: SQL = sql`true`): SQL {
  switch (scope.level) {
    case 'state':
      return state;
    case 'unit':
      return sql`${cols.cityId} = ${scope.cityId}`;
    case 'station':
      return cols.stationId
        ? sql`${cols.cityId} = ${scope.cityId} and ${cols.stationId} = ${scope.stationId}`
        : sql`${cols.cityId} = ${scope.cityId}`;
  }
}

/** The rows an actor may see, for Drizzle's `where` (undefined: the whole state). */
export function scopeWhere(actor: Actor, cols: ScopeColumns): SQL | undefined {
  const scope = scopeOf(actor);
  return scope.level === 'state' ? undefined : scopeSql(scope, cols);
}

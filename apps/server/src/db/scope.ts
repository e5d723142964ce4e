import type { TwoPlusSource } from '@cmis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../platform/actor.js';
import { scopeOf, type Scope } from '../platform/scope.js';
import type { Executor } from './client.js';
import { stationName, unitName } from './masters.js';

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

/** How a 2-plus report reads each side of decision 0011's source rule. */
export interface SourceRule {
  /** A unit's rows: the source filter does not apply to a unit (decision 0024). */
  unit: (cityId: number) => SQL;
  /** by_id: the rows the station entered. */
  entered: (station: Extract<Scope, { level: 'station' }>) => SQL;
  /** by_distinct: the rows within the station's limits, whoever entered them. */
  within: (stationId: number) => SQL;
}

/**
 * Decision 0011's source rule, the 2-plus reports' translator of a scope: a unit reads its
 * unit, a station what it entered or what lies within its limits as the client chose. The
 * state has no such report (decision 0024); it would read everything.
 */
export function sourceScopeSql(scope: Scope & { source?: TwoPlusSource }, rule: SourceRule): SQL {
  switch (scope.level) {
    case 'state':
      return sql`true`;
    case 'unit':
      return rule.unit(scope.cityId);
    case 'station':
      // by_id unless the station chose, as the report's query defaults.
      return scope.source === 'by_distinct' ? rule.within(scope.stationId) : rule.entered(scope);
  }
}

/** A workbook's scope line (line A2): the state, or the unit or police station by name. */
export async function scopeTitle(db: Executor, scope: Scope): Promise<{ mr: string; en: string }> {
  switch (scope.level) {
    case 'state':
      return { mr: 'महाराष्ट्र राज्य', en: 'Maharashtra State' };
    case 'unit': {
      const unit = await unitName(db, scope.cityId);
      return { mr: `घटक: ${unit?.mr ?? ''}`, en: `Unit: ${unit?.en ?? ''}` };
    }
    case 'station': {
      const station = await stationName(db, scope.stationId);
      return {
        mr: `पोलीस ठाणे: ${station?.mr ?? ''}`,
        en: `Police station: ${station?.en ?? ''}`,
      };
    }
  }
}

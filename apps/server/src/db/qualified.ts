import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written with its table's name ("accused"."id"). Drizzle writes the columns of a
 * select list without their table, so in a correlated subquery placed in the select list
 * `${accused.id}` came out as "id" and named the subquery's own id column: the subquery then
 * ignored the outer row (wrong values, and a full scan per row). Found by the issue 8 bench.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

import { NETWORK_NODE_LIMIT, type NetworkLink, type NetworkNode } from '@cmis/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rawRows } from '../../db/raw-query.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';

export interface NetworkRow {
  /** Decision 0011's units of the accused: entered, lives, and where each crime is registered. */
  readUnits: number[];
  nodes: NetworkNode[];
  links: NetworkLink[];
  outsideHop1: number;
  outsideHop2: number;
  omitted: number;
}

/** `true` when the accused row `a` lies inside the scope (the scope module's translator). */
const inScope = (scope: Scope) =>
  scopeSql(scope, { cityId: sql.raw('a.city_id'), stationId: sql.raw('a.station_id') });

/**
 * The accomplice network of one accused in one statement (decision 0054). Co-accused share a
 * first information report: a crime at the same police station with the same register year
 * and number, found through crimes_fir_idx. Hop 1 is the accused's co-accused, hop 2 the
 * co-accused of the hop-1 people the user may see (never walked through a hidden person).
 * People outside the scope are counted per hop; those inside are named up to
 * NETWORK_NODE_LIMIT: hop 1 first, then the names on his crimes, then hop 2, each by the
 * number of shared crimes. Undefined when there is no such accused.
 */
export async function loadNetwork(
  db: Executor,
  accusedId: number,
  scope: Scope,
  limit: number = NETWORK_NODE_LIMIT,
): Promise<NetworkRow | undefined> {
  const rows = await rawRows<NetworkRow>(
    db,
    sql`
with centre as (
  select a.id, a.city_id, a.address_city_id from accused a where a.id = ${accusedId}
),
c0 as (
  select c.id, c.city_id, c.station_id, c.register_year, c.register_number
    from crimes c where c.accused_id = ${accusedId}
),
-- Each crime of the accused against each crime of another accused on the same FIR.
e1 as (
  select c0.id as near, o.id as far, o.accused_id as other
    from c0
    join crimes o on o.station_id = c0.station_id and o.register_year = c0.register_year
                 and o.register_number = c0.register_number and o.accused_id <> ${accusedId}
),
h1 as (
  select e.other as id, count(distinct e.far)::int as shared, bool_or(${inScope(scope)}) as inside
    from e1 e join accused a on a.id = e.other
   group by e.other
),
h1r as (
  select id, shared, row_number() over (order by shared desc, id) as rn
    from h1 where inside
),
h1s as (select id, shared, rn from h1r where rn <= ${limit}),
-- The names on the accused's crimes that are neither he nor one of his co-accused (name or
-- English name, any case), one node per name however many of his crimes list it.
m as (
  select cm.id, cm.crime_id, btrim(cm.member_name) as member_name,
         lower(btrim(cm.member_name)) as name_key
    from c0 join crime_members cm on cm.crime_id = c0.id
   where btrim(cm.member_name) <> ''
     and not exists (
       -- By primary key: an OR of the two sets made the planner price a scan of accused,
       -- and that cost switched on JIT compilation (200 ms of a 30 ms statement).
       select 1 from (select ${accusedId}::int as id union all select id from h1) p
         join accused xa on xa.id = p.id
        where lower(btrim(cm.member_name)) in (lower(btrim(xa.name)), lower(btrim(xa.name_en))))
),
mn as (
  select min(id) as id, min(member_name) as member_name, name_key,
         count(distinct crime_id)::int as shared
    from m group by name_key
),
mr as (
  select mn.*, (select count(*) from h1s)
         + row_number() over (order by shared desc, name_key) as rn from mn
),
ms as (select * from mr where rn <= ${limit}),
k1 as (
  select c.id, c.accused_id, c.station_id, c.register_year, c.register_number
    from h1s join crimes c on c.accused_id = h1s.id
),
e2 as (
  select k1.id as near, k1.accused_id as via, o.id as far, o.accused_id as other
    from k1
    join crimes o on o.station_id = k1.station_id and o.register_year = k1.register_year
                 and o.register_number = k1.register_number and o.accused_id <> k1.accused_id
   where o.accused_id <> ${accusedId} and o.accused_id not in (select id from h1)
),
h2 as (
  select e.other as id, count(distinct e.far)::int as shared, bool_or(${inScope(scope)}) as inside
    from e2 e join accused a on a.id = e.other
   group by e.other
),
h2r as (
  select id, shared,
         (select count(*) from h1s) + (select count(*) from ms)
           + row_number() over (order by shared desc, id) as rn
    from h2 where inside
),
h2s as (select id, shared, rn from h2r where rn <= ${limit}),
people as (
  select 0 as hop, c.id, 0 as shared, 0::bigint as rn from centre c
  union all select 1, id, shared, rn from h1s
  union all select 2, id, shared, rn from h2s
),
link_crimes as (
  select 'a' || ${accusedId} as source, 'a' || e.other as target, e.near
    from e1 e where e.other in (select id from h1s)
  union
  select 'a' || e.via, 'a' || e.other, e.near from e2 e where e.other in (select id from h2s)
  union
  select 'a' || ${accusedId}, 'm' || ms.id, m.crime_id from ms join m using (name_key)
)
select
  (select array_agg(distinct u) from (
     select city_id as u from centre union all select address_city_id from centre
     union all select city_id from c0) units)                                   as "readUnits",
  coalesce((select json_agg(x.n order by x.ord) from (
     select p.rn, json_build_object(
       'key', 'a' || a.id, 'hop', p.hop, 'kind', 'accused', 'accusedId', a.id,
       'name', a.name, 'nameEn', a.name_en,
       'photoUrl', case when cardinality(a.photo_ids) > 0
                        then '/api/files/' || a.photo_ids[1] end,
       'station', json_build_object('mr', ps.name_mr, 'en', ps.name_en),
       'crimeCount', a.crime_count, 'sharedCrimes', p.shared) as n
       from people p join accused a on a.id = p.id
       join police_stations ps on ps.id = a.station_id
     union all
     select ms.rn, json_build_object(
       'key', 'm' || ms.id, 'hop', 1, 'kind', 'member', 'accusedId', null,
       'name', ms.member_name, 'nameEn', ms.member_name, 'photoUrl', null,
       'station', null, 'crimeCount', null, 'sharedCrimes', ms.shared)
       from ms
   ) x(ord, n)), '[]'::json)                                               as nodes,
  coalesce((select json_agg(json_build_object('source', l.source, 'target', l.target,
       'crimes', l.crimes) order by l.source, l.target) from (
     select lc.source, lc.target, json_agg(json_build_object(
         'station', json_build_object('mr', ps.name_mr, 'en', ps.name_en),
         'registerNumber', c.register_number, 'registerYear', c.register_year,
         'registeredOn', c.registered_on,
         'title', json_build_object('mr', ct.name_mr, 'en', ct.name_en))
         order by c.registered_on, c.id) as crimes
       from link_crimes lc
       join crimes c on c.id = lc.near
       join police_stations ps on ps.id = c.station_id
       join crime_titles ct on ct.id = c.crime_title_id
      group by lc.source, lc.target) l), '[]'::json)                            as links,
  (select count(*)::int from h1 where not inside)                               as "outsideHop1",
  (select count(*)::int from h2 where not inside)                               as "outsideHop2",
  ((select count(*) from h1r where rn > ${limit}) + (select count(*) from mr where rn > ${limit})
    + (select count(*) from h2r where rn > ${limit}))::int                      as omitted
from centre`,
  );
  return rows[0];
}

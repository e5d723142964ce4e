import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
const r = await db.query("select current_setting('TimeZone') as tz, '2025-03-05'::date::timestamptz as start");
console.log(r.rows);
await db.close();

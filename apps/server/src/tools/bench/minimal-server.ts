/**
 * The minimal handler of the list comparison (issue 8 §2): node:http and the same pg driver,
 * pool size and session settings as the server, running the statements the real list endpoint
 * ran (captured from its SQL log) with the same parameters, in parallel, each as a named
 * prepared statement as the server runs them (issue 19), and answering JSON. No framework,
 * no session, no validation: the floor the real endpoint is held to.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { REQUEST_SESSION_OPTIONS } from '../../db/client.js';

const statements = JSON.parse(readFileSync(process.env.MINIMAL_SQL as string, 'utf8')) as {
  sql: string;
  params: unknown[];
}[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: REQUEST_SESSION_OPTIONS,
});

createServer((req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  Promise.all(
    statements.map((s, i) => pool.query({ name: `minimal_${i}`, text: s.sql, values: s.params })),
  )
    .then(([items, total]) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ items: items?.rows, total: total?.rows[0] as unknown }));
    })
    .catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
}).listen(Number(process.env.PORT), '127.0.0.1');

import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Field, Row, TableSpec } from './rows.js';

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function text(v: Field): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') {
    return NEEDS_ESCAPE.test(v)
      ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      : v;
  }
  return `{${v.join(',')}}`;
}

/** Rows as COPY text lines, joined into chunks so the stream moves kilobytes, not rows. */
function* chunks(rows: Iterable<Row>, hash: Hash, counter: { rows: number }, size: number) {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(row.map(text).join('\t'));
    counter.rows++;
    if (lines.length === size) {
      const chunk = `${lines.join('\n')}\n`;
      hash.update(chunk);
      yield chunk;
      lines = [];
    }
  }
  if (lines.length > 0) {
    const chunk = `${lines.join('\n')}\n`;
    hash.update(chunk);
    yield chunk;
  }
}

function copySql(spec: TableSpec, source: string): string {
  return `COPY "${spec.table}" (${spec.columns.map((c) => `"${c}"`).join(', ')}) FROM ${source}`;
}

/** Where COPY text goes: a PostgreSQL server (COPY FROM STDIN) or PGlite (/dev/blob). */
export interface Sink {
  copy(spec: TableSpec, hash: Hash): Promise<number>;
}

/** Streams each table through COPY FROM STDIN on one connection; memory stays flat. */
export class PgSink implements Sink {
  constructor(private readonly client: pg.PoolClient) {}

  async copy(spec: TableSpec, hash: Hash): Promise<number> {
    const counter = { rows: 0 };
    const target = this.client.query(copyFrom(copySql(spec, 'STDIN')));
    await pipeline(Readable.from(chunks(spec.rows(), hash, counter, 2_000)), target);
    return counter.rows;
  }
}

/**
 * PGlite has no STDIN to copy from; it reads a Blob given with the query as /dev/blob.
 * Rows go in blobs of 20,000 so memory stays bounded.
 */
export class PgliteSink implements Sink {
  constructor(private readonly client: PGlite) {}

  async copy(spec: TableSpec, hash: Hash): Promise<number> {
    const counter = { rows: 0 };
    for (const chunk of chunks(spec.rows(), hash, counter, 20_000)) {
      await this.client.query(copySql(spec, `'/dev/blob'`), [], { blob: new Blob([chunk]) });
    }
    return counter.rows;
  }
}

export function newChecksum(): Hash {
  return createHash('sha256');
}

import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Keyed, type Field, type TableSpec } from './rows.js';

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const NEEDS_QUOTES = /[\s"\\{},]|^$|^null$/i;

function escape(v: string): string {
  return NEEDS_ESCAPE.test(v)
    ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : v;
}

/** An element of an array literal: quoted when it holds what the literal's syntax uses. */
function element(v: number | string): string {
  if (typeof v === 'number' || !NEEDS_QUOTES.test(v)) return String(v);
  return `"${v.replace(/[\\"]/g, '\\$&')}"`;
}

function text(v: Field): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return escape(v);
  if (v instanceof Keyed) return escape(v.stored);
  return escape(`{${v.map(element).join(',')}}`);
}

/** What the checksum reads of a field: a keyed value by what it stands for, not its bytes. */
function checksumText(v: Field): string {
  return v instanceof Keyed ? escape(v.stands) : text(v);
}

/**
 * Rows as COPY text lines, joined into chunks so the stream moves kilobytes, not rows. A
 * table with keyed values (encrypted with the data key) is hashed from other lines, so the
 * checksum is the same whatever the key and the random IVs.
 */
function* chunks(spec: TableSpec, hash: Hash, counter: { rows: number }, size: number) {
  let lines: string[] = [];
  let sums: string[] = [];
  const flush = () => {
    const chunk = `${lines.join('\n')}\n`;
    hash.update(spec.keyed ? `${sums.join('\n')}\n` : chunk);
    lines = [];
    sums = [];
    return chunk;
  };
  for (const row of spec.rows()) {
    lines.push(row.map(text).join('\t'));
    if (spec.keyed) sums.push(row.map(checksumText).join('\t'));
    counter.rows++;
    if (lines.length === size) yield flush();
  }
  if (lines.length > 0) yield flush();
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
    await pipeline(Readable.from(chunks(spec, hash, counter, 2_000)), target);
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
    for (const chunk of chunks(spec, hash, counter, 20_000)) {
      await this.client.query(copySql(spec, `'/dev/blob'`), [], { blob: new Blob([chunk]) });
    }
    return counter.rows;
  }
}

export function newChecksum(): Hash {
  return createHash('sha256');
}

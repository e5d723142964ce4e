import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { recordTerms } from './name-match/name-keys.js';
import * as repo from './name-search.repo.js';

/**
 * The version of the name-key rules (name-keys.ts). Raise it with any change to the rules:
 * start-up then remakes the terms of every record, so old and new records are searched
 * alike.
 */
export const NAME_KEYS_VERSION = 1;

type Names = NonNullable<Awaited<ReturnType<typeof repo.recordNames>>>;

function termRow(r: Names): repo.TermRow {
  return { accusedId: r.id, cityId: r.cityId, terms: recordTerms(r) };
}

/** Remakes the search terms of one record, in the transaction that changed its names. */
export async function refreshNameTerms(tx: Executor, accusedId: number): Promise<void> {
  const names = await repo.recordNames(tx, accusedId);
  if (names) await repo.writeNameTerms(tx, [termRow(names)], NAME_KEYS_VERSION);
}

/**
 * Makes the terms of records that have none or were made with older rules: records
 * written before migration 0013, the demo seed's and the test helpers' direct inserts.
 * Returns how many records it remade.
 */
export async function refreshStaleNameTerms(
  db: Executor,
  log?: FastifyBaseLogger,
  batch = 2000,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await repo.staleNameRecords(db, NAME_KEYS_VERSION, batch);
    if (rows.length === 0) break;
    await repo.writeNameTerms(db, rows.map(termRow), NAME_KEYS_VERSION);
    done += rows.length;
    if (rows.length === batch) log?.info({ done }, 'name search terms: remaking');
  }
  if (done > 0) log?.info({ records: done }, 'name search terms made');
  return done;
}

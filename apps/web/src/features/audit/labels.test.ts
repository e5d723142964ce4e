import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { actionLabelKey, entityLabelKey } from './labels';

const SERVER = fileURLToPath(new URL('../../../../server/src', import.meta.url));

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every `entity: '…'` / `action: '…'` literal the server's audit calls write, including both
 * arms of `action: cond ? 'a' : 'b'`.
 */
function codes(field: 'entity' | 'action'): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(`\\b${field}: (?:[\\w.]+ \\? )?'([a-z_-]+)'(?: : '([a-z_-]+)')?`, 'g');
  for (const file of serverFiles(SERVER)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.add(match[1]!);
      if (match[2]) found.add(match[2]);
    }
  }
  return found;
}

describe('audit log labels', () => {
  it('names every entity and action the server records', () => {
    const entities = codes('entity');
    const actions = codes('action');
    expect(entities.size).toBeGreaterThan(10);
    expect(actions.size).toBeGreaterThan(10);
    expect([...entities].filter((code) => entityLabelKey(code) === null)).toEqual([]);
    expect([...actions].filter((code) => actionLabelKey(code) === null)).toEqual([]);
  });
});

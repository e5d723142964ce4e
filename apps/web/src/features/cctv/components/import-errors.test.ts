import { describe, expect, it } from 'vitest';
import { importErrorsFrom } from './import-errors';

describe('importErrorsFrom', () => {
  it('reads row errors in row order and ignores other fields', () => {
    expect(
      importErrorsFrom({
        'row.4.owner': 'Please select the owner.',
        file: 'x',
        'row.3.name': 'Please enter location name.',
      }),
    ).toEqual([
      { row: 3, column: 'name', message: 'Please enter location name.' },
      { row: 4, column: 'owner', message: 'Please select the owner.' },
    ]);
  });
});

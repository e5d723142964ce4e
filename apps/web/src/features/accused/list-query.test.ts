import { describe, expect, it } from 'vitest';
import { accusedExportQuerySchema, accusedListQuerySchema, EXPORT_COLUMNS } from '@cmis/shared';
import { accusedExportUrl } from './api/export-accused';
import {
  canExportPdf,
  chosenColumns,
  columnsParam,
  exportQuery,
  filterQuery,
  listQuery,
  parseSortValue,
  serialNumber,
  SORT_VALUES,
  sortValue,
} from './list-query';

describe('serial numbers', () => {
  it('counts on from the rows of the earlier pages (zero-based page index)', () => {
    expect(serialNumber(0, 10, 0)).toBe(1);
    expect(serialNumber(0, 10, 9)).toBe(10);
    expect(serialNumber(2, 10, 0)).toBe(21);
    expect(serialNumber(1, 50, 4)).toBe(55);
  });
});

describe('list query', () => {
  it('sends only the paging for the plain list', () => {
    expect(listQuery({ page: 0, size: 10 })).toEqual({ page: '0', size: '10' });
  });

  it('sends the tab, the unit, the trimmed search, the headings and the sort', () => {
    const query = listQuery({
      page: 3,
      size: 20,
      tab: 'jurisdiction',
      cityId: 4,
      search: '  रमेश ',
      filter: { type: 'title', ids: [3, 11] },
      sort: { field: 'crimeCount', order: 'desc' },
    });
    expect(query).toEqual({
      page: '3',
      size: '20',
      tab: 'jurisdiction',
      cityId: '4',
      search: 'रमेश',
      filter: 'title',
      headingIds: '3,11',
      sort: 'crimeCount',
      order: 'desc',
    });
    // The server's own schema reads it back as sent.
    const parsed = accusedListQuerySchema.parse(query);
    expect(parsed.headingIds).toEqual([3, 11]);
    expect(parsed.page).toBe(3);
  });

  it('leaves out a blank search and a filter without headings', () => {
    expect(filterQuery({ search: '   ', filter: { type: 'type', ids: [] } })).toEqual({});
  });
});

describe('sorter values', () => {
  it('offers every sort field in both directions and reads them back', () => {
    expect(SORT_VALUES).toEqual([
      'name:asc',
      'name:desc',
      'age:asc',
      'age:desc',
      'station:asc',
      'station:desc',
      'crimeCount:asc',
      'crimeCount:desc',
    ]);
    for (const value of SORT_VALUES) expect(sortValue(parseSortValue(value))).toBe(value);
    expect(parseSortValue(undefined)).toBeUndefined();
    expect(parseSortValue('photo:asc')).toBeUndefined();
    expect(parseSortValue('age:up')).toBeUndefined();
  });
});

describe('export columns', () => {
  it("keeps the modal's order whatever the order of ticking", () => {
    const selection = { all: false, columns: ['gunhaCount', 'name', 'age'] as const };
    expect(chosenColumns(selection)).toEqual(['name', 'age', 'gunhaCount']);
    expect(columnsParam(selection)).toBe('name,age,gunhaCount');
  });

  it("sends 'all' for All, whatever else is ticked, and hides the PDF", () => {
    const selection = { all: true, columns: ['name'] as const };
    expect(columnsParam(selection)).toBe('all');
    expect(chosenColumns(selection)).toEqual([...EXPORT_COLUMNS]);
    expect(canExportPdf(selection)).toBe(false);
    expect(canExportPdf({ all: false, columns: ['name'] })).toBe(true);
  });

  it('has nothing to send when no column is ticked', () => {
    expect(columnsParam({ all: false, columns: [] })).toBeNull();
    expect(chosenColumns({ all: false, columns: [] })).toEqual([]);
  });

  it('builds the export link from the list filters, without paging', () => {
    const params = {
      tab: 'entered' as const,
      search: 'Shinde',
      filter: { type: 'type' as const, ids: [2] },
      sort: { field: 'age' as const, order: 'desc' as const },
    };
    const selection = { all: false, columns: ['name', 'mobileNumber'] as const };
    const url = new URL(accusedExportUrl(params, selection), 'http://cmis.test');
    expect(url.pathname).toBe('/api/accused/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'entered',
      search: 'Shinde',
      filter: 'type',
      headingIds: '2',
      sort: 'age',
      order: 'desc',
      columns: 'name,mobileNumber',
    });
    const parsed = accusedExportQuerySchema.parse(exportQuery(params, selection));
    expect(parsed.columns).toEqual(['name', 'mobileNumber']);
  });
});

import { ACCUSED_SORTS, EXPORT_COLUMNS, type ExportColumn } from '@cmis/shared';

export type AccusedSort = (typeof ACCUSED_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export type AccusedTab = 'entered' | 'jurisdiction';
/** By title (crime types) or by sub-title (crime titles), spec 2 §2.1. */
export type HeadingFilterType = 'type' | 'title';

export interface SortChoice {
  field: AccusedSort;
  order: SortOrder;
}

export interface HeadingFilter {
  type: HeadingFilterType;
  ids: number[];
}

/** What the list shows: the same filters serve the table, the CSV and the PDF. */
export interface AccusedListParams {
  /** Role 2 only: its station's two tabs. */
  tab?: AccusedTab;
  /** Role 8 only: the unit it picked (the server holds every other role to its own). */
  cityId?: number;
  search?: string;
  filter?: HeadingFilter;
  sort?: SortChoice;
}

type Query = Record<string, string>;

/** The list's filters as query parameters; an empty part is left out, never sent blank. */
export function filterQuery(params: AccusedListParams): Query {
  const query: Query = {};
  if (params.tab) query.tab = params.tab;
  if (params.cityId !== undefined) query.cityId = String(params.cityId);
  const search = params.search?.trim();
  if (search) query.search = search;
  if (params.filter && params.filter.ids.length > 0) {
    query.filter = params.filter.type;
    query.headingIds = params.filter.ids.join(',');
  }
  if (params.sort) {
    query.sort = params.sort.field;
    query.order = params.sort.order;
  }
  return query;
}

/** GET /api/accused: the filters and a zero-based page (architecture rule 8). */
export function listQuery(params: AccusedListParams & { page: number; size: number }): Query {
  return { ...filterQuery(params), page: String(params.page), size: String(params.size) };
}

/** Spec 2 §2.1: page index * page size + row index + 1, with a zero-based page index. */
export function serialNumber(page: number, size: number, index: number): number {
  return page * size + index + 1;
}

/** The sorter dropdown's values, 'name:asc' … 'crimeCount:desc' (spec 2 §9). */
export const SORT_VALUES = ACCUSED_SORTS.flatMap((field) => [
  `${field}:asc` as const,
  `${field}:desc` as const,
]);
export type SortValue = (typeof SORT_VALUES)[number];

export function sortValue(sort: SortChoice | undefined): SortValue | undefined {
  return sort ? `${sort.field}:${sort.order}` : undefined;
}

export function parseSortValue(value: string | undefined): SortChoice | undefined {
  if (!value) return undefined;
  const [field, order] = value.split(':');
  const known = (ACCUSED_SORTS as readonly string[]).includes(field ?? '');
  if (!known || (order !== 'asc' && order !== 'desc')) return undefined;
  return { field: field as AccusedSort, order };
}

/** The download modal's choice (spec 2 §5.7): 'All', or some of the columns. */
export interface ExportSelection {
  all: boolean;
  columns: readonly ExportColumn[];
}

/** The chosen columns in the modal's order, or none. 'All' stands for every column. */
export function chosenColumns(selection: ExportSelection): ExportColumn[] {
  if (selection.all) return [...EXPORT_COLUMNS];
  return EXPORT_COLUMNS.filter((column) => selection.columns.includes(column));
}

/** The `columns` parameter of the export, or null when nothing is chosen. */
export function columnsParam(selection: ExportSelection): string | null {
  if (selection.all) return 'all';
  const columns = chosenColumns(selection);
  return columns.length > 0 ? columns.join(',') : null;
}

/** PDF export is hidden while 'All' is chosen (spec 2 §5.7): ten columns do not fit on A4. */
export function canExportPdf(selection: ExportSelection): boolean {
  return !selection.all;
}

/** GET /api/accused/export: the list's filters and the chosen columns, without paging. */
export function exportQuery(params: AccusedListParams, selection: ExportSelection): Query {
  return { ...filterQuery(params), columns: columnsParam(selection) ?? '' };
}

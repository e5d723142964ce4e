import ExcelJS from 'exceljs';
import {
  CCTV_IMPORT_MAX_ROWS,
  CCTV_MESSAGES,
  cctvInputSchema,
  type CctvImportError,
  type CctvInput,
} from '@cmis/shared';

/** The template's columns, in order (decision 0020); the header row must keep these names. */
export const CCTV_SHEET_COLUMNS = [
  { key: 'name', header: 'Location name', width: 30 },
  { key: 'station', header: 'Police station', width: 22 },
  { key: 'address', header: 'Address / landmark', width: 36 },
  { key: 'latitude', header: 'Latitude', width: 12 },
  { key: 'longitude', header: 'Longitude', width: 12 },
  { key: 'cameraCount', header: 'Number of cameras', width: 18 },
  { key: 'owner', header: 'Owner', width: 18 },
  { key: 'status', header: 'Working status', width: 16 },
  { key: 'contactMobile', header: 'Contact mobile', width: 16 },
] as const;

type SheetKey = (typeof CCTV_SHEET_COLUMNS)[number]['key'];

/** Owner and status as an officer may type them, in English or Marathi. */
const OWNER_WORDS: Record<string, CctvInput['owner']> = {
  government: 'government',
  शासकीय: 'government',
  सरकारी: 'government',
  private: 'private',
  खाजगी: 'private',
  'public-private': 'public-private',
  'public private': 'public-private',
  'सार्वजनिक-खाजगी': 'public-private',
};
const STATUS_WORDS: Record<string, CctvInput['status']> = {
  working: 'working',
  सुरू: 'working',
  'not working': 'not-working',
  'not-working': 'not-working',
  बंद: 'not-working',
};

export interface StationName {
  id: number;
  nameMr: string;
  nameEn: string;
}

/** A cell's value as text: numbers stay numbers' text, rich text and formulas give their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((p) => p.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export type ParsedSheet =
  { ok: true; rows: CctvInput[] } | { ok: false; message: string; errors: CctvImportError[] };

/**
 * Reads the first sheet of an uploaded workbook and checks every row with the form's own
 * schema; stations are named, and must be the unit's. All rows or none (decision 0020).
 */
export async function parseCctvSheet(
  bytes: Buffer,
  stations: readonly StationName[],
): Promise<ParsedSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, message: CCTV_MESSAGES.importFileInvalid, errors: [] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: CCTV_MESSAGES.importFileInvalid, errors: [] };
  const header = sheet.getRow(1);
  const headersOk = CCTV_SHEET_COLUMNS.every(
    (c, i) => norm(cellText(header.getCell(i + 1).value)) === norm(c.header),
  );
  if (!headersOk) return { ok: false, message: CCTV_MESSAGES.importHeaders, errors: [] };

  const byName = new Map<string, number>();
  for (const s of stations) {
    byName.set(norm(s.nameEn), s.id);
    byName.set(norm(s.nameMr), s.id);
  }
  const rows: CctvInput[] = [];
  const errors: CctvImportError[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const raw = Object.fromEntries(
      CCTV_SHEET_COLUMNS.map((c, i) => [c.key, cellText(row.getCell(i + 1).value).trim()]),
    ) as Record<SheetKey, string>;
    if (Object.values(raw).every((v) => v === '')) continue;
    if (rows.length + errors.length >= CCTV_IMPORT_MAX_ROWS) {
      return { ok: false, message: CCTV_MESSAGES.importTooMany, errors: [] };
    }
    const stationId = raw.station ? byName.get(norm(raw.station)) : undefined;
    const parsed = cctvInputSchema.safeParse({
      name: raw.name,
      stationId: stationId ?? (raw.station ? -1 : undefined),
      address: raw.address,
      latitude: raw.latitude === '' ? undefined : raw.latitude,
      longitude: raw.longitude === '' ? undefined : raw.longitude,
      cameraCount: raw.cameraCount === '' ? undefined : raw.cameraCount,
      owner: OWNER_WORDS[norm(raw.owner)] ?? (raw.owner || undefined),
      status: STATUS_WORDS[norm(raw.status)] ?? (raw.status || undefined),
      contactMobile: raw.contactMobile,
    });
    if (parsed.success) {
      rows.push(parsed.data);
      continue;
    }
    const before = errors.length;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const column = key === 'stationId' ? 'station' : key;
      if (errors.some((e) => e.row === r && e.column === column)) continue;
      const message =
        column === 'station' && raw.station ? CCTV_MESSAGES.stationUnknown : issue.message;
      errors.push({ row: r, column, message });
    }
    if (errors.length === before) errors.push({ row: r, column: 'name', message: 'Invalid row' });
  }
  if (errors.length > 0) return { ok: false, message: CCTV_MESSAGES.importHasErrors, errors };
  if (rows.length === 0) return { ok: false, message: CCTV_MESSAGES.importEmpty, errors: [] };
  return { ok: true, rows };
}

/** The template: the header row, and a second sheet listing the unit's stations and words. */
export async function cctvTemplate(stations: readonly StationName[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('CCTV locations');
  sheet.columns = CCTV_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Allowed values');
  help.columns = [
    { header: 'Police station (English)', key: 'en', width: 28 },
    { header: 'Police station (Marathi)', key: 'mr', width: 28 },
    { header: 'Owner', key: 'owner', width: 18 },
    { header: 'Working status', key: 'status', width: 16 },
  ];
  help.getRow(1).font = { bold: true };
  const owners = ['Government', 'Private', 'Public-private'];
  const statuses = ['Working', 'Not working'];
  const length = Math.max(stations.length, owners.length);
  for (let i = 0; i < length; i++) {
    help.addRow({
      en: stations[i]?.nameEn ?? '',
      mr: stations[i]?.nameMr ?? '',
      owner: owners[i] ?? '',
      status: statuses[i] ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

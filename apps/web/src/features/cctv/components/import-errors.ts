/** One refused row of an import, read from the server's `fields` ('row.<n>.<column>'). */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export function importErrorsFrom(fields: Record<string, string>): ImportRowError[] {
  const rows: ImportRowError[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const match = /^row\.(\d+)\.(\w+)$/.exec(key);
    if (match) rows.push({ row: Number(match[1]), column: match[2] ?? '', message });
  }
  return rows.sort((a, b) => a.row - b.row);
}

/** The template's header for each column key (the sheet's own English names). */
export const COLUMN_HEADERS: Record<string, string> = {
  name: 'Location name',
  station: 'Police station',
  address: 'Address / landmark',
  latitude: 'Latitude',
  longitude: 'Longitude',
  cameraCount: 'Number of cameras',
  owner: 'Owner',
  status: 'Working status',
  contactMobile: 'Contact mobile',
};

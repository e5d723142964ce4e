import ExcelJS from 'exceljs';

/** The named sheet of a downloaded workbook (the reports' one is `Report`); throws if absent. */
export async function readSheet(
  res: { rawPayload: Buffer },
  name = 'Report',
): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

import { fileDate } from '@/lib/format';

/** Spec 3 §9: PDFs are A4, captured at scale 2 after a 500 ms delay. */
export const PDF_CAPTURE = { scale: 2, delayMs: 500, marginPt: 24 } as const;

/** `<type>_<number>_<DDMMMYYYY>.pdf`; the masked Aadhaar's spaces and any odd sign are dropped. */
export function cardPdfName(type: string, number: string, at: Date = new Date()): string {
  const safe = number.replace(/[^A-Za-z0-9-]+/g, '');
  return `${type}_${safe || 'record'}_${fileDate(at)}.pdf`;
}

/**
 * A real PDF file of the rendered card (decision 0030: client-side A4 capture, so the browser
 * shapes Devanagari): the card is drawn to a canvas at scale 2 and laid on A4 portrait pages,
 * cut into page-high slices when it is taller than one page. The two libraries are loaded
 * only here, on the first Download PDF, so no other screen pays for them.
 */
export async function downloadCardPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas-pro'),
    import('jspdf'),
  ]);
  await new Promise((resolve) => setTimeout(resolve, PDF_CAPTURE.delayMs));
  const canvas = await html2canvas(element, {
    scale: PDF_CAPTURE.scale,
    backgroundColor: '#ffffff',
    useCORS: true,
    logging: false,
  });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const margin = PDF_CAPTURE.marginPt;
  const ratio = (pageWidth - 2 * margin) / canvas.width;
  const slicePx = Math.floor((pageHeight - 2 * margin) / ratio);

  for (let top = 0, page = 0; top < canvas.height; top += slicePx, page += 1) {
    const height = Math.min(slicePx, canvas.height - top);
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = height;
    const context = slice.getContext('2d');
    if (!context) break;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, top, canvas.width, height, 0, 0, canvas.width, height);
    if (page > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(
      slice.toDataURL('image/jpeg', 0.92),
      'JPEG',
      margin,
      margin,
      pageWidth - 2 * margin,
      height * ratio,
    );
  }
  pdf.save(fileName);
}

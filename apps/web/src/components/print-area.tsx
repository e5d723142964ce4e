import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

const PRINT_AREA_CLASS = 'cmis-print-area';

interface PrintAreaProps {
  /** A4 (spec 2 §9); a wide table prints across the page. */
  orientation?: 'portrait' | 'landscape';
  children: ReactNode;
}

/**
 * What the paper shows, rendered straight under <body> for the time of a print: the screen's
 * layout (menu, header, a modal's frame and its scroll box) never cuts a page short.
 */
export function PrintArea({ orientation = 'portrait', children }: PrintAreaProps) {
  return createPortal(
    <div className={PRINT_AREA_CLASS} data-testid="print-area">
      <style>{`@page { size: A4 ${orientation}; margin: 12mm; }`}</style>
      {children}
    </div>,
    document.body,
  );
}

/** Waits for the pictures of the print area, so a photo is never printed half-loaded. */
async function imagesLoaded(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>(`.${PRINT_AREA_CLASS} img`)];
  const pending = images.filter((image) => !image.complete);
  await Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

/**
 * The page's faces load only when first used (each weight and script a file of its own):
 * the ones a print uses are asked for, then whatever else is loading is awaited.
 */
async function fontsLoaded(): Promise<void> {
  await Promise.all(
    PRINT_FONT_WEIGHTS.map((weight) =>
      document.fonts.load(`${weight} 12px 'Noto Sans Devanagari'`, 'अA'),
    ),
  );
  await document.fonts.ready;
}
const PRINT_FONT_WEIGHTS = [400, 600, 700];

/**
 * The browser's print of a <PrintArea>, which the caller renders while `printing` is true.
 * The document title names the saved PDF (the profile's is 'id name', spec 2 §2.4). The area
 * stays until the browser says the print is over ('afterprint').
 */
export function usePrint() {
  const [title, setTitle] = useState<string | null>(null);

  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    let cancelled = false;
    const done = () => setTitle(null);
    document.body.classList.add('cmis-printing');
    document.title = title;
    window.addEventListener('afterprint', done);
    // After the area has rendered and its pictures and fonts have arrived: a bold Marathi
    // heading printed before its font loaded came out as boxes (issue 17 §8).
    const frame = requestAnimationFrame(() => {
      void Promise.all([imagesLoaded(), fontsLoaded()]).then(() => {
        if (!cancelled) window.print();
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('cmis-printing');
      document.title = previous;
    };
  }, [title]);

  const print = useCallback((documentTitle: string) => setTitle(documentTitle), []);
  return { printing: title !== null, print };
}

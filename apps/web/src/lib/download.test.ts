import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf (a fetched download keeps the server’s file name)', () => {
  it('reads the UTF-8 name of RFC 6266 before the plain one', () => {
    const name = 'हिस्ट्रीशीट श्रीकांत.pdf';
    const header = `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect(fileNameOf(header, 'x.pdf')).toBe(name);
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameOf('attachment; filename="History sheet.pdf"', 'x.pdf')).toBe(
      'History sheet.pdf',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4", 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

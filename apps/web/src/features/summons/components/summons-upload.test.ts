import { describe, expect, it } from 'vitest';
import { checkSummonsFile } from './summons-upload';

describe('checkSummonsFile (spec 2 §5.9)', () => {
  it('takes jpg, jpeg, png and pdf under 2 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', ''],
      ['a.png', 'image/png'],
      ['a.pdf', 'application/pdf'],
    ] as const) {
      expect(checkSummonsFile({ name, type, size: 1000 }), name).toBeNull();
    }
  });

  it('gives the spec sentences for a wrong type and a big file', () => {
    expect(checkSummonsFile({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      'You can only upload JPG/PNG/PDF file!',
    );
    expect(checkSummonsFile({ name: 'a.gif', type: '', size: 10 })).toBe(
      'You can only upload JPG/PNG/PDF file!',
    );
    expect(
      checkSummonsFile({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }),
    ).toBe('Image must smaller than 2MB!');
    expect(checkSummonsFile({ name: 'shell.php.pdf', type: 'application/pdf', size: 10 })).toBe(
      'Image can not upload malicious file!',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@cmis/shared';
import { accusedUploadRefusal } from './upload-rules';

const MB = 1024 * 1024;
const same = (key: string) => key;

describe('upload refusals of the accused area', () => {
  it('use the sentences of spec 2 for PDFs and large images', () => {
    const pdf = (name: string, type: string, size: number) =>
      accusedUploadRefusal('pdf', { name, type, size }, same);
    expect(pdf('order.docx', 'application/msword', 1000)).toBe('Please upload only PDF file!');
    expect(pdf('order.pdf', 'application/pdf', 3 * MB)).toBe('PDF size larger than 2MB!');
    expect(pdf('order.pdf', 'application/pdf', MB)).toBeNull();
    expect(
      accusedUploadRefusal('image', { name: 'a.png', type: 'image/png', size: 3 * MB }, same),
    ).toBe('Image size Larger than 2MB!');
  });

  it('keep the shared sentences otherwise', () => {
    expect(
      accusedUploadRefusal('image', { name: 'a.gif', type: 'image/gif', size: 10 }, same),
    ).toBe(UPLOAD_MESSAGES.imageType);
    expect(
      accusedUploadRefusal('image', { name: 'x.php.png', type: 'image/png', size: 10 }, same),
    ).toBe(UPLOAD_MESSAGES.malicious);
  });
});

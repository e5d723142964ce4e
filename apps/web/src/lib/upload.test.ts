import { describe, expect, it } from 'vitest';
import { LIMITS, UPLOAD_MESSAGES } from '@cmis/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { checkFile, uploadFailureMessage } from './upload';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('accepts a JPG or PNG image under 2 MB', () => {
    expect(checkFile('image', { name: 'photo.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(
      checkFile('image', { name: 'photo.PNG', type: 'image/png', size: 2 * MB - 1 }),
    ).toBeNull();
  });

  it('refuses another image type', () => {
    expect(checkFile('image', { name: 'photo.gif', type: 'image/gif', size: 10 })).toBe(
      UPLOAD_MESSAGES.imageType,
    );
    expect(checkFile('image', { name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      UPLOAD_MESSAGES.imageType,
    );
  });

  it('refuses an image of 2 MB or more', () => {
    expect(checkFile('image', { name: 'big.png', type: 'image/png', size: 2 * MB })).toBe(
      UPLOAD_MESSAGES.imageSize,
    );
  });

  it('judges by the extension when the browser reports no type', () => {
    expect(checkFile('image', { name: 'scan.jpeg', type: '', size: 10 })).toBeNull();
    expect(checkFile('image', { name: 'scan.bmp', type: '', size: 10 })).toBe(
      UPLOAD_MESSAGES.imageType,
    );
    expect(checkFile('pdf', { name: 'order', type: '', size: 10 })).toBe(UPLOAD_MESSAGES.pdfType);
  });

  it('refuses malicious names before anything else', () => {
    for (const name of ['shell.php.png', 'App.java.jpg', 'page.HTML.png', 'dotnet.png']) {
      expect(checkFile('image', { name, type: 'image/png', size: 10 }), name).toBe(
        UPLOAD_MESSAGES.malicious,
      );
    }
    expect(checkFile('pdf', { name: 'x.php', type: 'text/x-php', size: 10 * MB })).toBe(
      UPLOAD_MESSAGES.malicious,
    );
  });

  it('accepts an mp4 video under 20,000,000 bytes only', () => {
    const video = { name: 'clip.mp4', type: 'video/mp4' };
    expect(checkFile('video', { ...video, size: LIMITS.videoMaxBytes - 1 })).toBeNull();
    expect(checkFile('video', { ...video, size: LIMITS.videoMaxBytes })).toBe(
      UPLOAD_MESSAGES.videoSize,
    );
    expect(checkFile('video', { name: 'clip.avi', type: 'video/x-msvideo', size: 10 })).toBe(
      UPLOAD_MESSAGES.videoType,
    );
  });

  it('accepts a PDF under 2 MB only', () => {
    const pdf = { name: 'order.pdf', type: 'application/pdf' };
    expect(checkFile('pdf', { ...pdf, size: 2 * MB - 1 })).toBeNull();
    expect(checkFile('pdf', { ...pdf, size: 2 * MB })).toBe(UPLOAD_MESSAGES.pdfSize);
    expect(checkFile('pdf', { name: 'order.docx', type: 'application/msword', size: 10 })).toBe(
      UPLOAD_MESSAGES.pdfType,
    );
  });

  it('refuses an empty file', () => {
    expect(checkFile('image', { name: 'empty.png', type: 'image/png', size: 0 })).toBe(
      UPLOAD_MESSAGES.missing,
    );
  });
});

describe('uploadFailureMessage', () => {
  it("shows the server's message when the server answered", () => {
    const refused = new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      UPLOAD_MESSAGES.imageType,
      {},
      'r1',
    );
    expect(uploadFailureMessage(refused)).toBe(UPLOAD_MESSAGES.imageType);
  });

  it("says 'something went wrong !!!' otherwise", () => {
    expect(uploadFailureMessage(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE))).toBe(
      UPLOAD_MESSAGES.failed,
    );
    expect(uploadFailureMessage(new ApiError(502, 'INTERNAL', 'Bad Gateway'))).toBe(
      UPLOAD_MESSAGES.failed,
    );
    expect(uploadFailureMessage(new Error('boom'))).toBe(UPLOAD_MESSAGES.failed);
  });
});

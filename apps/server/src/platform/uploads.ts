import { randomUUID } from 'node:crypto';
import {
  ACCUSED_UPLOAD_MESSAGES,
  LIMITS,
  MALICIOUS_NAME_PATTERN,
  SUMMONS_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadKind,
  type UploadPurpose,
} from '@cmis/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest, tooLarge, unsupportedType } from './errors.js';

interface KindRule {
  maxBytes: number;
  sizeMessage: string;
  typeMessage: string;
  mimes: Record<string, string>;
}

/** Spec 1 §5 upload rules: what each kind accepts, judged by the bytes. */
export const UPLOAD_RULES: Record<UploadKind, KindRule> = {
  image: {
    maxBytes: LIMITS.imageMaxBytes,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
    typeMessage: UPLOAD_MESSAGES.imageType,
    mimes: { 'image/jpeg': 'jpg', 'image/png': 'png' },
  },
  video: {
    maxBytes: LIMITS.videoMaxBytes,
    sizeMessage: UPLOAD_MESSAGES.videoSize,
    typeMessage: UPLOAD_MESSAGES.videoType,
    mimes: { 'video/mp4': 'mp4' },
  },
  pdf: {
    maxBytes: LIMITS.pdfMaxBytes,
    sizeMessage: UPLOAD_MESSAGES.pdfSize,
    typeMessage: UPLOAD_MESSAGES.pdfType,
    mimes: { 'application/pdf': 'pdf' },
  },
};

/** Largest decoded image we accept: well above a phone photo, far below a pixel bomb. */
const MAX_IMAGE_PIXELS = 40_000_000;

/** The kind's rule, with the accused area's sentences when the upload comes from its forms. */
export function ruleFor(kind: UploadKind, purpose: UploadPurpose): KindRule {
  const rule = UPLOAD_RULES[kind];
  // The summons register takes one image or PDF and words both refusals its own way (§5.9).
  if (purpose === 'summons' && kind !== 'video') {
    return {
      ...rule,
      typeMessage: SUMMONS_MESSAGES.uploadType,
      sizeMessage: SUMMONS_MESSAGES.uploadSize,
    };
  }
  if (purpose !== 'accused') return rule;
  switch (kind) {
    case 'image':
      return { ...rule, sizeMessage: ACCUSED_UPLOAD_MESSAGES.imageSize };
    case 'pdf':
      return {
        ...rule,
        typeMessage: ACCUSED_UPLOAD_MESSAGES.pdfType,
        sizeMessage: ACCUSED_UPLOAD_MESSAGES.pdfSize,
      };
    case 'video':
      return rule;
  }
}

export interface CheckedUpload {
  kind: UploadKind;
  mime: string;
  ext: string;
  bytes: Buffer;
  originalName: string;
  storageKey: string;
}

/** The name a user gave the file, reduced to something safe to show and to send back. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return cleaned.slice(0, 150) || 'file';
}

export function refuseMaliciousName(name: string): void {
  if (MALICIOUS_NAME_PATTERN.test(name)) {
    throw unsupportedType(UPLOAD_MESSAGES.malicious, { file: UPLOAD_MESSAGES.malicious });
  }
}

export function refuseOversize(
  kind: UploadKind,
  size: number,
  purpose: UploadPurpose = 'general',
): void {
  const rule = ruleFor(kind, purpose);
  if (size >= rule.maxBytes) throw tooLarge(rule.sizeMessage, { file: rule.sizeMessage });
}

/**
 * DESIGN.md rule 6: the type comes from the magic bytes, never the name or the header the
 * browser sent; images are decoded and re-encoded, which drops metadata and anything
 * appended to a polyglot file.
 */
export async function checkUpload(
  kind: UploadKind,
  fileName: string,
  bytes: Buffer,
  purpose: UploadPurpose = 'general',
): Promise<CheckedUpload> {
  const rule = ruleFor(kind, purpose);
  refuseMaliciousName(fileName);
  if (bytes.length === 0)
    throw badRequest(UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing });
  refuseOversize(kind, bytes.length, purpose);
  const sniffed = await fileTypeFromBuffer(bytes);
  const ext = sniffed && rule.mimes[sniffed.mime];
  if (!sniffed || !ext) throw unsupportedType(rule.typeMessage, { file: rule.typeMessage });

  let stored = bytes;
  if (kind === 'image') {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
      stored =
        sniffed.mime === 'image/png'
          ? await image.png({ compressionLevel: 9 }).toBuffer()
          : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    } catch {
      throw unsupportedType(rule.typeMessage, { file: rule.typeMessage });
    }
  }
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return {
    kind,
    mime: sniffed.mime,
    ext,
    bytes: stored,
    originalName: cleanFileName(fileName),
    storageKey: `${kind}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`,
  };
}

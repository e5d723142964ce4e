import { randomUUID } from 'node:crypto';
import { isActivePdf } from './pdf-active-content.js';
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
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, badRequest, tooLarge, unsupportedType } from './errors.js';

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
 * architecture rule 6: the type comes from the magic bytes, never the name or the header the
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

  if (kind === 'pdf' && isActivePdf(bytes)) {
    throw unsupportedType(UPLOAD_MESSAGES.malicious, { file: UPLOAD_MESSAGES.malicious });
  }
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

/** RFC 8187 ext-value: encodeURIComponent leaves ' ( ) * as they are, which it does not allow. */
const headerFileName = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The headers every stored file is served with, on every route that serves one: the type
 * sniffed at upload (helmet adds nosniff, so the browser never guesses another), the name
 * percent-encoded so it cannot split or quote out of the header, and for images and videos
 * a sandbox with nothing allowed. Chrome's PDF viewer does not open in a sandboxed document,
 * so PDFs keep the app's own policy (decision 0004); their active content is refused at
 * upload instead (decision 0033).
 */
export function servedFileHeaders(file: {
  mime: string;
  size: number;
  originalName: string;
}): Record<string, string | number> {
  return {
    'content-type': file.mime,
    'content-length': file.size,
    'content-disposition': `inline; filename*=UTF-8''${headerFileName(file.originalName)}`,
    ...(file.mime === 'application/pdf'
      ? {}
      : { 'content-security-policy': "default-src 'none'; sandbox" }),
  };
}

/** How a route words the refusals of {@link readSinglePart}. */
interface PartRefusals {
  missing: () => Error;
  tooLarge: () => Error;
  /** A body that breaks off or is not well-formed multipart: the upload failed. */
  broken: () => Error;
  /** Judges the name before any byte is read. */
  checkName?: (name: string) => void;
}

/**
 * Reads the single file part of a multipart request. The size is judged while reading;
 * anything beyond one file part (a second file, a field) is refused by the multipart limits
 * before the route stores anything, and a body cut off or malformed answers 400, never 500.
 */
export async function readSinglePart(
  request: FastifyRequest,
  maxBytes: number,
  refuse: PartRefusals,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refuse.missing();
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') throw refuse.missing();
      refuse.checkName?.(part.filename);
      const bytes = await part.toBuffer().catch((error: Error & { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? refuse.tooLarge() : error;
      });
      upload = { fileName: part.filename, bytes };
    }
  } catch (error) {
    // Our own refusals and the multipart plugin's limit errors (413 and the like) stand;
    // anything else came from parsing the body.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw refuse.broken();
  }
  if (!upload) throw refuse.missing();
  return upload;
}

/** Reads the one file of an upload to the upload service, with spec 1 §5's sentences. */
export function readOneFile(
  request: FastifyRequest,
  kind: UploadKind,
  purpose: UploadPurpose = 'general',
): Promise<{ fileName: string; bytes: Buffer }> {
  return readSinglePart(request, UPLOAD_RULES[kind].maxBytes, {
    missing: () => badRequest(UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing }),
    broken: () => badRequest(UPLOAD_MESSAGES.failed, { file: UPLOAD_MESSAGES.failed }),
    tooLarge: () => {
      const { sizeMessage } = ruleFor(kind, purpose);
      return tooLarge(sizeMessage, { file: sizeMessage });
    },
    checkName: refuseMaliciousName,
  });
}

import {
  LIMITS,
  MALICIOUS_NAME_PATTERN,
  UPLOAD_MESSAGES,
  type UploadedFile,
  type UploadKind,
  type UploadPurpose,
} from '@cmis/shared';
import { ApiError, apiRequest } from './api-client';

interface KindRule {
  /** A file must be smaller than this (the server refuses this size and above). */
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  mimes: readonly string[];
  /** Judged only when the browser reports no type for the file. */
  extensions: readonly string[];
  /** What the file chooser offers. */
  accept: string;
}

/** Spec 1 §5 upload rules, as the server applies them (it judges by the bytes, we by the name). */
export const UPLOAD_RULES: Record<UploadKind, KindRule> = {
  image: {
    maxBytes: LIMITS.imageMaxBytes,
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
    mimes: ['image/jpeg', 'image/png'],
    extensions: ['jpg', 'jpeg', 'png'],
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  },
  video: {
    maxBytes: LIMITS.videoMaxBytes,
    typeMessage: UPLOAD_MESSAGES.videoType,
    sizeMessage: UPLOAD_MESSAGES.videoSize,
    mimes: ['video/mp4'],
    extensions: ['mp4'],
    accept: '.mp4,video/mp4',
  },
  pdf: {
    maxBytes: LIMITS.pdfMaxBytes,
    typeMessage: UPLOAD_MESSAGES.pdfType,
    sizeMessage: UPLOAD_MESSAGES.pdfSize,
    mimes: ['application/pdf'],
    extensions: ['pdf'],
    accept: '.pdf,application/pdf',
  },
};

/** The parts of a File the checks read, so they can be tested without a browser. */
export interface FileFacts {
  name: string;
  /** The MIME type the browser reports; '' when it does not know. */
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The spec's exact message for the first rule the file breaks (name, then type, then size),
 * or null when it may be sent. Only a courtesy: the server checks everything again.
 */
export function checkFile(kind: UploadKind, file: FileFacts): string | null {
  const rule = UPLOAD_RULES[kind];
  if (MALICIOUS_NAME_PATTERN.test(file.name)) return UPLOAD_MESSAGES.malicious;
  const typeOk = file.type
    ? rule.mimes.includes(file.type.toLowerCase())
    : rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return rule.typeMessage;
  if (file.size === 0) return UPLOAD_MESSAGES.missing;
  if (file.size >= rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** Sends one file as multipart (field `file`) to the upload service. */
export function uploadFile(
  kind: UploadKind,
  file: File,
  signal?: AbortSignal,
  purpose: UploadPurpose = 'general',
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadedFile>('/files', {
    method: 'POST',
    // The accused forms' refusals are worded differently (spec 2 §5.6); the server says so.
    query: { kind, purpose: purpose === 'general' ? undefined : purpose },
    body: form,
    signal,
  });
}

/**
 * What to tell the officer when an upload fails: the server's own message (413 and 415 carry
 * the spec's upload messages), otherwise the spec's generic 'something went wrong !!!'.
 */
export function uploadFailureMessage(error: unknown): string {
  // Only our server's error shape carries a request id; a proxy's page or a lost connection
  // does not, and its status text would mean nothing to an officer.
  return error instanceof ApiError && error.requestId ? error.message : UPLOAD_MESSAGES.failed;
}

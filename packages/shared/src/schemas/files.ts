import { z } from 'zod';
import { UPLOAD_KINDS } from '../constants.js';

/** Exact upload messages of spec 1 §5 and §8. */
export const UPLOAD_MESSAGES = {
  imageType: 'You can only upload JPG/PNG file!',
  imageSize: 'Image must smaller than 2MB!',
  videoType: 'You can only upload mp4 file!',
  videoSize: 'Video must smaller than 20MB!',
  pdfType: 'You can only upload PDF file!',
  pdfSize: 'PDF must smaller than 2MB!',
  malicious: 'Image can not upload malicious file!',
  missing: 'Please choose a file to upload.',
  failed: 'something went wrong !!!',
} as const;

/** File names with these fragments are refused whatever their bytes say (spec 1 §5). */
export const MALICIOUS_NAME_PATTERN = /php|java|html|net/i;

/**
 * The accused area words its refusals differently (spec 2 §5.6, §8); uploads from its
 * forms say so with `purpose=accused` and get those sentences from the server too.
 */
export const ACCUSED_UPLOAD_MESSAGES = {
  imageSize: 'Image size Larger than 2MB!',
  pdfType: 'Please upload only PDF file!',
  pdfSize: 'PDF size larger than 2MB!',
} as const;

export const UPLOAD_PURPOSES = ['general', 'accused', 'summons'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'Please choose a file type.' }),
  purpose: z.enum(UPLOAD_PURPOSES).default('general'),
});

export const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

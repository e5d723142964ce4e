import { z } from 'zod';
import { pageQuerySchema, SAFE_TEXT_MESSAGE, SAFE_TEXT_PATTERN } from './common.js';

/** Item types of spec 1 §3: 1 notification, 2 news, 4 about-us, 5 help. */
export const CONTENT_TYPES = { notification: 1, news: 2, aboutUs: 4, help: 5 } as const;
export type ContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
/** News type: 1 text, 2 image, 3 video. */
export const MEDIA_TYPES = { text: 1, image: 2, video: 3 } as const;
export type MediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

export const CONTENT_MESSAGES = {
  newsTypeRequired: 'Please select news type',
  helpTypeRequired: 'Please select an Help type',
  aboutTypeRequired: 'Please select an About Us type',
  descriptionRequired: 'Please enter description',
  aboutDescriptionRequired: 'Descriptions is required',
  descriptionTooLong: 'Description can be at most 1000 characters',
  fileRequired: 'Please upload a file',
  saved: {
    1: 'Notification save Successfully !!!',
    2: 'News save Successfully !!!',
    4: 'About us save Successfully !!!',
    5: 'Help save Successfully !!!',
  },
  statusUpdated: {
    1: 'Update the news status !!!',
    2: 'Update the news status !!!',
    4: 'Update the About us status !!!',
    5: 'Update the Help status !!!',
  },
} as const;

const itemType = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]);
const mediaType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * One drawer for the four content screens; the type-specific rules of spec 1 §5 are
 * checked here so the web and the server give the same messages.
 */
export const contentInputSchema = z
  .object({
    itemType,
    newsType: mediaType.optional(),
    description: z.string().trim().max(1000, CONTENT_MESSAGES.descriptionTooLong).default(''),
    fileId: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const typeMessage =
      v.itemType === 5
        ? CONTENT_MESSAGES.helpTypeRequired
        : v.itemType === 4
          ? CONTENT_MESSAGES.aboutTypeRequired
          : CONTENT_MESSAGES.newsTypeRequired;
    if (v.newsType === undefined)
      ctx.addIssue({ code: 'custom', path: ['newsType'], message: typeMessage });
    const needsDescription = v.itemType !== 5;
    if (needsDescription && v.description === '') {
      const message =
        v.itemType === 4
          ? CONTENT_MESSAGES.aboutDescriptionRequired
          : CONTENT_MESSAGES.descriptionRequired;
      ctx.addIssue({ code: 'custom', path: ['description'], message });
    }
    if ((v.itemType === 1 || v.itemType === 2) && !SAFE_TEXT_PATTERN.test(v.description)) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: SAFE_TEXT_MESSAGE });
    }
    if (v.newsType !== undefined && v.newsType !== 1 && !v.fileId) {
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: CONTENT_MESSAGES.fileRequired });
    }
  });
export type ContentInput = z.infer<typeof contentInputSchema>;

export const contentStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'Please select a status' }),
});

export const contentItemSchema = z.object({
  id: z.number().int(),
  itemType,
  newsType: mediaType,
  description: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityNameMr: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  userName: z.string().nullable(),
  publishedDate: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListQuerySchema = pageQuerySchema.extend({
  itemType: z.coerce.number().pipe(itemType),
  search: z.string().trim().max(100).optional(),
});

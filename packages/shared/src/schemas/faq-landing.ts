import { z } from 'zod';

export const faqItemSchema = z.object({
  id: z.number().int(),
  titleMr: z.string(),
  titleEn: z.string(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileKind: z.enum(['pdf', 'video', 'image']).nullable(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqFileSchema = z.object({ fileId: z.uuid({ error: 'Please upload a file' }) });
export const FAQ_MESSAGES = { updated: 'FAQ document updated.' } as const;

/** Landing page carousels (spec 3 §2.16): Media and Coverage. */
export const LANDING_SECTIONS = ['media', 'coverage'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

export const landingImageSchema = z.object({
  id: z.number().int(),
  section: z.enum(LANDING_SECTIONS),
  caption: z.string(),
  url: z.string(),
  active: z.boolean(),
});
export type LandingImage = z.infer<typeof landingImageSchema>;

export const landingImageInputSchema = z.object({
  section: z.enum(LANDING_SECTIONS, { error: 'Please select Media or Coverage' }),
  caption: z.string().trim().max(200).default(''),
  fileId: z.uuid({ error: 'Please upload an image' }),
});
export const landingImageActiveSchema = z.object({ active: z.boolean() });
export const LANDING_MESSAGES = { saved: 'Image saved.', updated: 'Image updated.' } as const;

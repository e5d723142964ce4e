import { z } from 'zod';

/** Act/Section screen (spec 3 §2.14) and its messages (spec 3 §8). */
export const ACT_SECTION_MESSAGES = {
  actRequired: 'Please enter an act',
  actSaved: 'Act submitted successfully',
  actExists: 'Act already exists.',
  sectionRequired: 'Please enter a section',
  sectionSaved: 'Section submitted successfully',
  sectionExists: 'Kalam already exists.',
  sectionFailed: 'Failed to save the section.',
  searchFailed: 'Failed to search Kalam.',
  unexpected: 'An unexpected error occurred.',
} as const;

export const actCreateSchema = z.object({
  name: z
    .string({ error: ACT_SECTION_MESSAGES.actRequired })
    .trim()
    .min(1, ACT_SECTION_MESSAGES.actRequired)
    .max(200, ACT_SECTION_MESSAGES.actRequired),
});

export const sectionCreateSchema = z.object({
  code: z
    .string({ error: ACT_SECTION_MESSAGES.sectionRequired })
    .trim()
    .min(1, ACT_SECTION_MESSAGES.sectionRequired)
    .max(40, ACT_SECTION_MESSAGES.sectionRequired),
  description: z.string().trim().max(300).default(''),
});

export const sectionSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
});

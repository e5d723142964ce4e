import { z } from 'zod';

/**
 * The accomplice network of an accused (issue 20 §5, decision 0054): the people who
 * offended with him, two hops out, drawn as a graph. Accused are co-accused when each has a
 * crime of the same first information report (police station, register year and number).
 */

const bilingual = z.object({ mr: z.string(), en: z.string() });

/** At most this many people besides the accused; the hop-2 people with most shared crimes first. */
export const NETWORK_NODE_LIMIT = 150;

/** A crime two people share: the FIR, its day and title (as the nearer person's crime records it). */
export const networkCrimeSchema = z.object({
  station: bilingual,
  registerNumber: z.string(),
  registerYear: z.number().int(),
  registeredOn: z.iso.date(),
  title: bilingual,
});

export const networkNodeSchema = z.object({
  /** `a<accused id>` for an accused record, `m<crime member id>` for a name in a crime. */
  key: z.string(),
  /** 0 the accused himself, 1 a co-accused, 2 a co-accused of a co-accused. */
  hop: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** `accused`: a record the user may open; `member`: a name listed on one of his crimes. */
  kind: z.enum(['accused', 'member']),
  accusedId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string(),
  photoUrl: z.string().nullable(),
  /** The police station that entered the record; null for a member. */
  station: bilingual.nullable(),
  crimeCount: z.number().int().nullable(),
  /** Crimes shared with the people it is linked to. */
  sharedCrimes: z.number().int(),
});

export const networkLinkSchema = z.object({
  source: z.string(),
  target: z.string(),
  crimes: z.array(networkCrimeSchema),
});

export const accusedNetworkSchema = z.object({
  accusedId: z.number().int(),
  /** The accused first (hop 0), then hop 1, then hop 2. */
  nodes: z.array(networkNodeSchema),
  links: z.array(networkLinkSchema),
  /** People outside the user's area: counted, never named. */
  outside: z.object({ hop1: z.number().int(), hop2: z.number().int() }),
  /** Whether people were left out to keep the graph at NETWORK_NODE_LIMIT. */
  capped: z.boolean(),
  /** How many people in the user's area were left out by the cap. */
  omitted: z.number().int(),
});

export type NetworkCrime = z.infer<typeof networkCrimeSchema>;
export type NetworkNode = z.infer<typeof networkNodeSchema>;
export type NetworkLink = z.infer<typeof networkLinkSchema>;
export type AccusedNetwork = z.infer<typeof accusedNetworkSchema>;

/** The API path of an accused's network. */
export const accusedNetworkPath = (id: number) => `/api/accused/${id}/network`;

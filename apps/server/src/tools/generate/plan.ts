/** How many rows each scale makes (issue 8 §1). */
export interface Plan {
  scale: Scale;
  /** Units (ghatak) and police stations; `unit` uses Pune City's real stations only. */
  units: number;
  stations: number;
  accused: number;
  crimes: number;
  arrests: number;
  preventive: number;
  gps: number;
  spots: number;
  visits: number;
  appUsers: number;
  /** Planted second records of earlier accused (issue 16 §7): 2 % of the accused. */
  duplicates: number;
}

export type Scale = 'state' | 'region' | 'unit' | 'toy';

const STATE: Plan = {
  scale: 'state',
  units: 50,
  stations: 1_100,
  accused: 1_000_000,
  crimes: 3_000_000,
  arrests: 1_000_000,
  preventive: 500_000,
  gps: 10_000_000,
  spots: 20_000,
  visits: 200_000,
  appUsers: 50_000,
  duplicates: 20_000,
};

/**
 * The twelve real units of the master data, 20,000 accused each, without the state's
 * synthetic units: a second data set with several units, for choosing the duplicate
 * threshold on other data than the state set it is measured on (decision 0039).
 */
const REGION: Plan = {
  scale: 'region',
  units: 12,
  stations: 0,
  accused: 240_000,
  crimes: 720_000,
  arrests: 240_000,
  preventive: 120_000,
  gps: 240_000,
  spots: 4_800,
  visits: 48_000,
  appUsers: 12_000,
  duplicates: 4_800,
};

/** One unit's worth: the state set divided by 50 units, in Pune City (unit 1). */
const UNIT: Plan = {
  scale: 'unit',
  units: 1,
  stations: 0,
  accused: 20_000,
  crimes: 60_000,
  arrests: 20_000,
  preventive: 10_000,
  gps: 200_000,
  spots: 400,
  visits: 4_000,
  appUsers: 1_000,
  duplicates: 400,
};

/** For the smoke test: a few hundred rows, same code path as `unit`. */
const TOY: Plan = {
  ...UNIT,
  scale: 'toy',
  accused: 200,
  crimes: 600,
  arrests: 200,
  preventive: 100,
  gps: 2_000,
  spots: 40,
  visits: 400,
  appUsers: 100,
  // 2 % of 200, and one of each kind at least.
  duplicates: 4,
};

export const PLANS: Record<Scale, Plan> = { state: STATE, region: REGION, unit: UNIT, toy: TOY };

/** The day the synthetic history ends (fixed, so the data set does not depend on the clock). */
export const DEFAULT_UNTIL = '2026-11-01';

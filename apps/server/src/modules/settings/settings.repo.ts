import { eq } from 'drizzle-orm';
import { DEFAULT_UNIT_SETTINGS, type UnitSettings, type UnitSettingsInput } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { unitSettings } from '../../db/schema/index.js';

/** A unit's settings, or the defaults when the unit has not saved any. */
export async function settingsOfUnit(db: Executor, cityId: number): Promise<UnitSettings> {
  const [row] = await db.select().from(unitSettings).where(eq(unitSettings.cityId, cityId));
  if (!row) return { cityId, ...DEFAULT_UNIT_SETTINGS, updatedAt: null };
  return {
    cityId,
    overdueCheckDays: row.overdueCheckDays,
    patrolMaxDistanceMeters: row.patrolMaxDistanceMeters,
    patrolRepeatMinutes: row.patrolRepeatMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves a unit's settings, creating its row the first time. */
export async function upsertUnitSettings(
  db: Executor,
  cityId: number,
  input: UnitSettingsInput,
  userId: number,
): Promise<void> {
  const values = { ...input, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(unitSettings)
    .values({ cityId, ...values })
    .onConflictDoUpdate({ target: unitSettings.cityId, set: values });
}

export { unitName } from '../../db/masters.js';

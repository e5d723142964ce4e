import { eq } from 'drizzle-orm';
import { DEFAULT_UNIT_SETTINGS, type UnitSettings } from '@cmis/shared';
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

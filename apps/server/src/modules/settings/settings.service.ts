import type { UnitSettings } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import * as repo from './settings.repo.js';

/** What other modules read: a unit's overdue-check and patrol settings (issue 20). */
export function unitSettingsOf(db: Executor, cityId: number): Promise<UnitSettings> {
  return repo.settingsOfUnit(db, cityId);
}

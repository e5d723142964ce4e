import type { DashboardCounts, Role } from '@cmis/shared';

export type TileKey =
  'appUsers' | 'registered' | 'accused' | 'checkedToday' | 'preventiveActions' | 'twoPlus';

export interface Tile {
  key: TileKey;
  /** i18n key of the tile's title. */
  title: string;
  /** Spec 1 §2 "Dashboard tile targets"; the query carries the report's entry flag. */
  target: string;
}

const STATE_TARGETS: Record<TileKey, string> = {
  appUsers: '/reportAppUsers',
  registered: '/users',
  accused: '/reportSupReport3',
  checkedToday: '/reportSupReport4?today=1',
  preventiveActions: '/reportPreventive?dashboard=1',
  twoPlus: '/reportPlus2Report?Plus2Report=1',
};

const UNIT_TARGETS: Record<TileKey, string> = {
  appUsers: '/AppUserLogin',
  registered: '/users',
  accused: '/finds',
  checkedToday: '/gps',
  preventiveActions: '/reportPreventive?dashboard=1',
  twoPlus: '/reportPlus2Report?Plus2Report=1',
};

const LABELS: Record<TileKey, { labelKey: string }> = {
  appUsers: { labelKey: 'App users' },
  registered: { labelKey: 'Registered police stations' },
  accused: { labelKey: 'Total accused' },
  checkedToday: { labelKey: 'Accused checked today in GPS' },
  preventiveActions: { labelKey: 'Preventive action' },
  twoPlus: { labelKey: 'Task report (2-plus accused)' },
};
const REGISTERED_UNITS = { labelKey: 'Registered units' };

/** Role 2's three tiles (spec 1 §2); roles 4 and 8 have six. */
const ROLE_TILES: Record<Role, TileKey[]> = {
  '2': ['accused', 'preventiveActions', 'twoPlus'],
  '4': ['appUsers', 'registered', 'accused', 'checkedToday', 'preventiveActions', 'twoPlus'],
  '8': ['appUsers', 'registered', 'accused', 'checkedToday', 'preventiveActions', 'twoPlus'],
};

export function tilesFor(role: Role): Tile[] {
  return ROLE_TILES[role].map((key) => ({
    key,
    title: (role === '8' && key === 'registered' ? REGISTERED_UNITS : LABELS[key]).labelKey,
    target:
      role === '2' && key === 'accused'
        ? '/ProfessionalForm'
        : (role === '8' ? STATE_TARGETS : UNIT_TARGETS)[key],
  }));
}

export function tileCount(counts: DashboardCounts, key: TileKey): number | null {
  return counts[key];
}

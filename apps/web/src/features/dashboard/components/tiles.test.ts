import { describe, expect, it } from 'vitest';
import { tileCount, tilesFor } from './tiles';

describe('dashboard tiles (spec 1 §2 Dashboard tile targets)', () => {
  it('gives the station user three tiles, its accused tile opening its own list', () => {
    const tiles = tilesFor('2');
    expect(tiles.map((t) => t.key)).toEqual(['accused', 'preventiveActions', 'twoPlus']);
    expect(tiles[0]?.target).toBe('/ProfessionalForm');
    expect(tiles[2]?.target).toBe('/reportPlus2Report?Plus2Report=1');
  });

  it('sends the unit admin to its screens and the super admin to state reports', () => {
    const unit = Object.fromEntries(tilesFor('4').map((t) => [t.key, t.target]));
    expect(unit).toMatchObject({
      appUsers: '/AppUserLogin',
      registered: '/users',
      accused: '/finds',
      checkedToday: '/gps',
      preventiveActions: '/reportPreventive?dashboard=1',
    });
    const state = Object.fromEntries(tilesFor('8').map((t) => [t.key, t.target]));
    expect(state).toMatchObject({
      appUsers: '/reportAppUsers',
      accused: '/reportSupReport3',
      checkedToday: '/reportSupReport4?today=1',
    });
    expect(tilesFor('8').find((t) => t.key === 'registered')?.title).toBe('Registered units');
  });

  it('reads each count from the server answer', () => {
    const counts = {
      appUsers: 7,
      appUsersPending: 2,
      appUsersRejected: 1,
      registered: 5,
      accused: 120,
      checkedToday: 9,
      preventiveActions: 30,
      twoPlus: 44,
    };
    expect(tilesFor('4').map((t) => tileCount(counts, t.key))).toEqual([7, 5, 120, 9, 30, 44]);
  });
});

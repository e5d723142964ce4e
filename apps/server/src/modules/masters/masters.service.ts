import type { MasterKind } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import * as repo from './masters.repo.js';

/**
 * Master data is reference data every signed-in user reads (the forms of every role need
 * the whole state's cities and stations), so it is not scoped.
 */
export const listLookup = (deps: Deps, kind: MasterKind) => repo.listLookup(deps.db, kind);
export const listCities = (deps: Deps) => repo.listCities(deps.db);
export const listStations = (deps: Deps, cityId: number) => repo.listStations(deps.db, cityId);
export const listActs = (deps: Deps) => repo.listActs(deps.db);
export const listSections = (deps: Deps, actId: number) => repo.listSections(deps.db, actId);

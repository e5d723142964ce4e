import { ROLES, type Role, type VerificationPlan } from '@cmis/shared';
import type { Actor, RecordScope } from './actor.js';
import { forbidden } from './errors.js';

/**
 * Where an actor may act (architecture rule 1): the whole state, one unit, or one police
 * station. The only place that turns a role into a scope; SQL comes from db/scope.ts.
 */
export type Scope =
  | { level: 'state' }
  | { level: 'unit'; cityId: number }
  | { level: 'station'; cityId: number; stationId: number };

/** Ids a client sent to look at less than its whole scope. */
export interface Narrowing {
  cityId?: number | undefined;
}

/**
 * Role 8 the state, role 4 its own unit, role 2 its own police station. A narrowing can only
 * shrink the state to one unit; a unit admin's or station's scope is its own whatever the
 * client sends, so a client id never widens a scope.
 */
export function scopeOf(actor: Actor, narrow: Narrowing = {}): Scope {
  switch (actor.role) {
    case '8':
      return narrow.cityId === undefined
        ? { level: 'state' }
        : { level: 'unit', cityId: narrow.cityId };
    case '4':
      return { level: 'unit', cityId: actor.cityId ?? -1 };
    case '2':
      return { level: 'station', cityId: actor.cityId ?? -1, stationId: actor.stationId ?? -1 };
  }
}

/** Whether a record at `place` lies inside the scope (by-id checks, requireAccess). */
export function contains(scope: Scope, place: RecordScope): boolean {
  switch (scope.level) {
    case 'state':
      return true;
    case 'unit':
      return place.cityId === scope.cityId;
    case 'station':
      return place.cityId === scope.cityId && place.stationId === scope.stationId;
  }
}

/**
 * The unit an actor runs, for the writes and views the spec gives a unit admin alone (CCTV
 * locations, the summons register, analytics, preventive statistics); anyone else, or a
 * unit admin without a unit, is refused.
 */
export function ownUnitOf(actor: Actor): number {
  const scope = scopeOf(actor);
  if (scope.level !== 'unit' || scope.cityId < 0) throw forbidden();
  return scope.cityId;
}

/** Whether an actor sees the whole state (its reports add a unit column). */
export const seesState = (actor: Actor): boolean => scopeOf(actor).level === 'state';

/** The unit an actor's look-ups stay in: its own unit, or null for the whole state. */
export function unitOfScope(actor: Actor): number | null {
  const scope = scopeOf(actor);
  return scope.level === 'state' ? null : scope.cityId;
}

/** The police station an actor works at, for what only a station does; anyone else is refused. */
export function ownStationOf(actor: Actor): { cityId: number; stationId: number } {
  const scope = scopeOf(actor);
  if (scope.level !== 'station' || scope.cityId < 0 || scope.stationId < 0) throw forbidden();
  return { cityId: scope.cityId, stationId: scope.stationId };
}

/** The unit or police station a scope is, or null for the whole state. */
export function placeOf(scope: Scope): { cityId: number; stationId: number | null } | null {
  switch (scope.level) {
    case 'state':
      return null;
    case 'unit':
      return { cityId: scope.cityId, stationId: null };
    case 'station':
      return { cityId: scope.cityId, stationId: scope.stationId };
  }
}

/**
 * Where a unit admin or a station acts when the spec gives both the same screen: a unit
 * admin its unit (no station), a station itself. The state, or a user without a unit, is
 * refused.
 */
export function ownStationOrUnit(actor: Actor): { cityId: number; stationId: number | null } {
  if (worksAtStation(actor)) return ownStationOf(actor);
  return { cityId: ownUnitOf(actor), stationId: null };
}

/**
 * Whether the actor is a police station, for what the spec gives a station alone (the
 * summons' ps1 update, decision 0011's source filter) or withholds from it (spec 1 §2's
 * admin tiles, spec 3 §2.6's reports of "roles 4 and above").
 */
export const worksAtStation = (actor: Actor): boolean => scopeOf(actor).level === 'station';

// ---- Named policies: where the spec departs from "everything inside the scope" ----

/**
 * Decision 0011: an accused is read by every unit where it was entered, lives or has a
 * crime (`units`), and by the state; not only by the unit that owns it.
 */
export function readsAccused(actor: Actor, units: ReadonlySet<number>): boolean {
  const unit = unitOfScope(actor);
  return unit === null || units.has(unit);
}

/** Spec 2 §6: an accused record is changed only by the police station that entered it. */
export function editsEntry(actor: Actor, enteredBy: number | null): boolean {
  const scope = scopeOf(actor);
  return scope.level === 'station' && enteredBy === scope.stationId;
}

/** Issue 16 §5: the state merges anywhere, a unit admin records its unit entered; a station never. */
export function mergesIn(actor: Actor, cityId: number | null): boolean {
  const scope = scopeOf(actor);
  if (scope.level === 'state') return true;
  return scope.level === 'unit' && cityId === scope.cityId;
}

/**
 * Decision 0004: who reads an upload. State files (no unit) are everyone's; a unit's files
 * its own and the state's; a station's files the station's, its unit admin's and the
 * state's, and the unit's other stations' once the file is on an accused record (decision
 * 0011), which only the caller can look up: then the answer is 'on-accused-record'.
 */
export function fileReadRule(
  actor: Actor,
  file: RecordScope,
): 'allowed' | 'refused' | 'on-accused-record' {
  if (file.cityId === null) return 'allowed';
  const scope = scopeOf(actor);
  if (scope.level === 'station' && file.stationId === null) {
    return file.cityId === scope.cityId ? 'allowed' : 'refused';
  }
  if (contains(scope, file)) return 'allowed';
  return scope.level === 'station' && file.cityId === scope.cityId
    ? 'on-accused-record'
    : 'refused';
}

/** Decision 0009: the state manages every kind of content; a unit admin only its unit's news. */
export function managesContent(actor: Actor, isNews: boolean): boolean {
  const scope = scopeOf(actor);
  return scope.level === 'state' || (scope.level === 'unit' && isNews);
}

/** Spec 1 §2, §6: role 8 manages unit admins, role 4 its police-station users, role 2 no one. */
export function managedRoleOf(actor: Actor): Role {
  switch (scopeOf(actor).level) {
    case 'state':
      return ROLES.unitAdmin;
    case 'unit':
      return ROLES.stationUser;
    case 'station':
      throw forbidden();
  }
}

/**
 * Spec 1 §2: whom a dashboard counts as registered: the state its unit admins, a unit (and
 * a station, which is not shown the tile) its unit's police-station users.
 */
export function registeredRoleOf(scope: Scope): Role {
  return scope.level === 'state' ? ROLES.unitAdmin : ROLES.stationUser;
}

/**
 * Spec 3 §6: the verification plans that cover a web user and the unit and station its
 * lookups are charged to: a unit admin plans A, B and C at its unit, a station B and C at
 * itself, the state none (it has no allocation).
 */
export function verificationSeatOf(actor: Actor): {
  cityId: number | null;
  stationId: number | null;
  plans: readonly VerificationPlan[];
} {
  switch (scopeOf(actor).level) {
    case 'unit':
      return { cityId: actor.cityId, stationId: null, plans: ['A', 'B', 'C'] };
    case 'station':
      return { cityId: actor.cityId, stationId: actor.stationId, plans: ['B', 'C'] };
    case 'state':
      return { cityId: null, stationId: null, plans: [] };
  }
}

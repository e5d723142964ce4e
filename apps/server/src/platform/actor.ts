import type { Role } from '@cmis/shared';

/** The signed-in person a service acts for. */
export interface Actor {
  userId: number;
  userid: string;
  role: Role;
  stateId: number;
  cityId: number | null;
  stationId: number | null;
}

/** Where a record sits, for scope checks of by-id operations. */
export interface RecordScope {
  cityId: number | null;
  stationId: number | null;
}

/** The same rule as scopeWhere, for one record already loaded. */
export function isInScope(actor: Actor, record: RecordScope): boolean {
  switch (actor.role) {
    case '8':
      return true;
    case '4':
      return actor.cityId !== null && record.cityId === actor.cityId;
    case '2':
      return (
        actor.cityId !== null &&
        record.cityId === actor.cityId &&
        record.stationId === actor.stationId
      );
  }
}

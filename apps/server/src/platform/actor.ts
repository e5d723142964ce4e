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

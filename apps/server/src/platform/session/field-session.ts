import { randomBytes } from 'node:crypto';
import type { FieldMe } from '@cmis/shared';
import type { Db, Executor } from '../../db/client.js';
import {
  deleteExpiredFieldSessions,
  deleteFieldSession,
  deleteFieldSessionsOf,
  findLiveFieldSession,
  insertFieldSession,
  touchFieldSession,
} from './field-session.repo.js';
import { hashToken } from './session.js';

/**
 * The field app's cookie: its own name and path, so a browser never sends it to officer
 * routes and an officer's cookie never reaches the field API (docs/decisions/0016).
 */
export const FIELD_COOKIE = 'cmis_field';
export const FIELD_COOKIE_PATH = '/api/field';

/** A field shift: the phone stays signed in while the queue waits for a network. */
export const FIELD_SESSION_IDLE_SECONDS = 12 * 3600;

/** The signed-in app user a field service acts for. */
export interface AppUserActor {
  appUserId: number;
  stateId: number;
  cityId: number;
  stationId: number;
  mustChangePassword: boolean;
}

export interface ResolvedFieldSession {
  id: string;
  actor: AppUserActor;
  me: FieldMe;
}

export class FieldSessionStore {
  private readonly touchWindowMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number = FIELD_SESSION_IDLE_SECONDS,
  ) {}

  async create(
    tx: Executor,
    appUserId: number,
    meta: { ip: string | null; userAgent: string | null },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertFieldSession(tx, {
      id: hashToken(token),
      appUserId,
      expiresAt: new Date(Date.now() + this.idleSeconds * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  async resolve(token: string): Promise<ResolvedFieldSession | null> {
    const id = hashToken(token);
    const now = new Date();
    const row = await findLiveFieldSession(this.db, id, now);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > this.touchWindowMs) {
      await touchFieldSession(this.db, id, now, new Date(now.getTime() + this.idleSeconds * 1000));
    }
    const u = row.user;
    return {
      id,
      actor: {
        appUserId: u.id,
        stateId: row.stateId,
        cityId: u.cityId,
        stationId: u.stationId,
        mustChangePassword: u.mustChangePassword,
      },
      me: {
        ...u,
        cityName: { mr: row.cityNameMr, en: row.cityNameEn },
        stationName: { mr: row.stationNameMr, en: row.stationNameEn },
      },
    };
  }

  async destroy(sessionId: string, tx: Executor = this.db): Promise<void> {
    await deleteFieldSession(tx, sessionId);
  }

  async destroyAllOf(tx: Executor, appUserId: number, exceptSessionId?: string): Promise<void> {
    await deleteFieldSessionsOf(tx, appUserId, exceptSessionId);
  }

  async sweep(): Promise<void> {
    await deleteExpiredFieldSessions(this.db, new Date());
  }
}

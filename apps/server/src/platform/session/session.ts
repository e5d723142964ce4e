import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@cmis/shared';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../actor.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './session.repo.js';

export const SESSION_COOKIE = 'cmis_session';

/** The table keeps only a hash, so a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface ResolvedSession {
  id: string;
  actor: Actor;
  user: SessionUser;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number,
  ) {}

  /** Creates a session and returns the cookie value (a fresh token: rotation at login). */
  async create(
    tx: Executor,
    userId: number,
    meta: { ip: string | null; userAgent: string | null },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertSession(tx, {
      id: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.idleSeconds * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /**
   * Resolves a cookie token and slides the idle window. The write is skipped when the
   * last one is very recent, so a burst of requests costs one update, not one each.
   */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const id = hashToken(token);
    const now = new Date();
    const row = await findLiveSession(this.db, id, now);
    if (!row) return null;
    const sinceTouch = now.getTime() - row.lastSeenAt.getTime();
    if (sinceTouch > Math.min(15_000, (this.idleSeconds * 1000) / 10)) {
      await touchSession(this.db, id, now, new Date(now.getTime() + this.idleSeconds * 1000));
    }
    const u = row.user;
    const actor: Actor = {
      userId: u.id,
      userid: u.userid,
      role: u.role,
      stateId: u.stateId,
      cityId: u.cityId,
      stationId: u.stationId,
    };
    const user: SessionUser = {
      ...u,
      cityName:
        row.cityNameMr && row.cityNameEn ? { mr: row.cityNameMr, en: row.cityNameEn } : null,
      stationName:
        row.stationNameMr && row.stationNameEn
          ? { mr: row.stationNameMr, en: row.stationNameEn }
          : null,
      sessionTimeoutSeconds: this.idleSeconds,
    };
    return { id, actor, user };
  }

  async destroy(sessionId: string, tx: Executor = this.db): Promise<void> {
    await deleteSession(tx, sessionId);
  }

  async destroyAllOf(tx: Executor, userId: number, exceptSessionId?: string): Promise<void> {
    await deleteUserSessions(tx, userId, exceptSessionId);
  }

  async sweep(): Promise<void> {
    await deleteExpiredSessions(this.db, new Date());
  }
}

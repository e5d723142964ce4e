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
  /**
   * The expiry is written at most once per this window, so a burst of requests costs one
   * update. The server may therefore end a session up to this much before "idle seconds
   * after the last request"; the page is told the timeout minus the window, so it never
   * believes a session is alive that the server has ended.
   */
  private readonly touchWindowMs: number;

  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number,
  ) {
    this.touchWindowMs = Math.min(15_000, (idleSeconds * 1000) / 10);
  }

  get pageTimeoutSeconds(): number {
    return Math.max(1, Math.floor(this.idleSeconds - this.touchWindowMs / 1000));
  }

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

  /** Resolves a cookie token and slides the idle window. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const id = hashToken(token);
    const now = new Date();
    const row = await findLiveSession(this.db, id, now);
    if (!row) return null;
    const sinceTouch = now.getTime() - row.lastSeenAt.getTime();
    if (sinceTouch > this.touchWindowMs) {
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
      sessionTimeoutSeconds: this.pageTimeoutSeconds,
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

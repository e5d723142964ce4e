import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@cmis/shared';
import type { Database, Db, Executor } from '../../db/client.js';
import type { Actor } from '../actor.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  notify,
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

/** The channel migration 0017's triggers notify when a session or its user changes. */
export const SESSION_CACHE_CHANNEL = 'cmis_session_cache';
/** Sessions remembered per process; the oldest is forgotten first. */
const CACHE_MAX_ENTRIES = 20_000;
/** A barrier not heard back by then (a listener in trouble): forget everything instead. */
const SETTLE_TIMEOUT_MS = 1000;

interface CachedSession {
  resolved: ResolvedSession;
  lastSeenAt: number;
}

export class SessionStore {
  /**
   * The expiry is written at most once per this window, so a burst of requests costs one
   * update. The server may therefore end a session up to this much before "idle seconds
   * after the last request"; the page is told the timeout minus the window, so it never
   * believes a session is alive that the server has ended.
   */
  private readonly touchWindowMs: number;
  /**
   * Sessions this process has checked, so most requests need no database round trip
   * (issue 19). Used only while the revocation channel listens: the database notifies every
   * process on commit when a session ends or its user changes, and the entry goes at once.
   * An entry serves for one touch window; then the session is read and touched again.
   */
  private readonly cache = new Map<string, CachedSession>();
  private listening = false;
  /** Moves on every forget: an answer read before it may be stale and is not remembered. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;
  /** Barriers sent by `settle` and not yet heard back, by token. */
  private readonly barriers = new Map<string, () => void>();

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

  /** Starts remembering sessions, forgetting each on the database's word (migration 0017). */
  async listenForRevocations(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(SESSION_CACHE_CHANNEL, {
      message: (payload) => this.forget(payload),
      ready: () => {
        this.listening = true;
      },
      lost: () => {
        // Messages may be missed from now on: remember nothing until listening again.
        this.listening = false;
        this.forget('*');
      },
    });
  }

  async close(): Promise<void> {
    this.listening = false;
    this.cache.clear();
    await this.stopListening?.();
  }

  /**
   * Resolves once this process has heard every change committed before the call: PostgreSQL
   * delivers notifications in commit order, so hearing our own barrier back means the earlier
   * ones were heard too. A request that changed a user or ended a session awaits it before it
   * answers, so the caller's next request never meets the stale entry.
   */
  async settle(): Promise<void> {
    if (!this.listening) return;
    const token = randomBytes(9).toString('base64url');
    const heard = new Promise<void>((resolve) => this.barriers.set(token, resolve));
    const timer = setTimeout(() => this.forget(`b:${token}`, true), SETTLE_TIMEOUT_MS);
    try {
      await notify(this.db, SESSION_CACHE_CHANNEL, `b:${token}`);
      await heard;
    } catch {
      // The write is committed and must be answered as such: forget everything instead.
      this.forget('*');
    } finally {
      clearTimeout(timer);
      this.barriers.delete(token);
    }
  }

  private forget(payload: string, timedOut = false): void {
    if (payload.startsWith('b:')) {
      if (timedOut) this.forget('*');
      this.barriers.get(payload.slice(2))?.();
      return;
    }
    this.generation += 1;
    if (payload === '*') return this.cache.clear();
    const [kind, key] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.cache.delete(key);
    if (kind === 'u:') {
      for (const [id, entry] of this.cache) {
        if (String(entry.resolved.actor.userId) === key) this.cache.delete(id);
      }
    }
  }

  /** Resolves a cookie token and slides the idle window. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const id = hashToken(token);
    const now = Date.now();
    const cached = this.listening ? this.cache.get(id) : undefined;
    if (cached && now - cached.lastSeenAt <= this.touchWindowMs) return cached.resolved;
    // Past the touch window the session is read again, so a touch stays one write per window.
    this.cache.delete(id);
    const generation = this.generation;
    const row = await findLiveSession(this.db, id, new Date(now));
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > this.touchWindowMs) {
      const expiresAt = new Date(now + this.idleSeconds * 1000);
      if (!(await touchSession(this.db, id, new Date(now), expiresAt))) return null;
      lastSeenAt = now;
    }
    const resolved = this.resolvedFrom(id, row);
    if (this.listening && generation === this.generation) this.remember(resolved, lastSeenAt);
    return resolved;
  }

  private remember(resolved: ResolvedSession, lastSeenAt: number): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(resolved.id, { resolved, lastSeenAt });
  }

  private resolvedFrom(
    id: string,
    row: NonNullable<Awaited<ReturnType<typeof findLiveSession>>>,
  ): ResolvedSession {
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

  // This process forgets at once; the others on the database's notification at commit.
  async destroy(sessionId: string, tx: Executor = this.db): Promise<void> {
    this.forget(`s:${sessionId}`);
    await deleteSession(tx, sessionId);
  }

  async destroyAllOf(tx: Executor, userId: number, exceptSessionId?: string): Promise<void> {
    this.forget(`u:${userId}`);
    await deleteUserSessions(tx, userId, exceptSessionId);
  }

  async sweep(): Promise<void> {
    await deleteExpiredSessions(this.db, new Date());
  }
}

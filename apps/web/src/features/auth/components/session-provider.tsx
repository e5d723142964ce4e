import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, SessionUser } from '@cmis/shared';
import { getLastActivity, markActivity, onUnauthorized } from '@/lib/api-client';
import { SessionContext, type Session, type SignOutReason } from '@/lib/session';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { meQueryKey, useMe } from '../api/get-me';
import { logout } from '../api/logout';
import { saveLanguage } from '../api/save-language';

const IDLE_CHECK_MS = 1000;

// The session probe failing (server unreachable) is rare: its antd screen loads only then, so
// the login page stays without antd (decision 0034).
const SessionLoadFailure = lazy(() => import('./session-load-failure'));
const ME_HASH = hashKey(meQueryKey);

/** Every cached answer except the session itself belongs to the user who is leaving. */
const otherThanSession = (query: Query) => query.queryHash !== ME_HASH;

/**
 * Holds the signed-in user for the whole app: sign-in, sign-out, the idle timeout (spec 1 §4)
 * and the return to /login on any unexpected 401.
 */
export function SessionProvider() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const me = useMe();
  const user = me.data ?? null;
  const [notice, setNotice] = useState<SignOutReason | null>(null);

  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const clearSession = useCallback(() => {
    void queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: otherThanSession });
    queryClient.setQueryData(meQueryKey, null);
  }, [queryClient]);

  const leave = useCallback(
    (reason?: SignOutReason) => {
      setNotice(reason ?? null);
      clearSession();
      void navigate('/login', { replace: true });
    },
    [clearSession, navigate],
  );

  const signOut = useCallback(
    async (reason?: SignOutReason) => {
      try {
        await logout();
      } catch {
        // The server may be unreachable or the session already gone; this page still signs out.
      }
      leave(reason);
    },
    [leave],
  );

  const signedIn = useCallback(
    (signedInUser: SessionUser, language?: Language) => {
      markActivity();
      setNotice(null);
      queryClient.removeQueries({ predicate: otherThanSession });
      if (language && language !== signedInUser.language) {
        // The language picked on the login page is what the officer wants now; keep it.
        queryClient.setQueryData(meQueryKey, { ...signedInUser, language });
        saveLanguage(language).catch(() => undefined);
      } else {
        queryClient.setQueryData(meQueryKey, signedInUser);
      }
    },
    [queryClient],
  );

  const changeLanguage = useCallback(
    async (language: Language) => {
      const current = userRef.current;
      await i18n.changeLanguage(language);
      if (!current) return;
      try {
        await saveLanguage(language);
        queryClient.setQueryData<SessionUser | null>(meQueryKey, (old) =>
          old ? { ...old, language } : old,
        );
      } catch (error) {
        await i18n.changeLanguage(current.language);
        throw error;
      }
    },
    [i18n, queryClient],
  );

  // Any 401 the caller did not expect means the server ended the session.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (userRef.current) leave('expired');
      }),
    [leave],
  );

  // The server's idle window slides on every call, so the page measures from the last one.
  useEffect(() => {
    if (!user) return;
    const limitMs = user.sessionTimeoutSeconds * 1000;
    const timer = window.setInterval(() => {
      if (Date.now() - getLastActivity() < limitMs) return;
      window.clearInterval(timer);
      void signOut('expired');
    }, IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [user, signOut]);

  const userLanguage = user?.language;
  useEffect(() => {
    if (userLanguage && userLanguage !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(userLanguage);
    }
  }, [userLanguage, i18n]);

  const session = useMemo<Session>(
    () => ({ user, notice, signedIn, signOut, changeLanguage }),
    [user, notice, signedIn, signOut, changeLanguage],
  );

  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SessionLoadFailure error={me.error} onRetry={() => void me.refetch()} />
      </Suspense>
    );
  }

  return (
    <SessionContext.Provider value={session}>
      <Outlet />
    </SessionContext.Provider>
  );
}

import { createContext, useContext } from 'react';
import type { Language, SessionUser } from '@cmis/shared';

/** Why the user was sent back to the login page; the login page explains it. */
export type SignOutReason = 'expired';

export interface Session {
  /** The signed-in user, or null before sign-in and after sign-out. */
  user: SessionUser | null;
  /** Set when the session ended on its own, so the login page can say why. */
  notice: SignOutReason | null;
  /** Stores the user the login call returned; `language` is a choice made on the login page. */
  signedIn: (user: SessionUser, language?: Language) => void;
  /** Ends the session on the server and here, then opens the login page. */
  signOut: (reason?: SignOutReason) => Promise<void>;
  /** Saves the user's language on the server (and applies it at once). */
  changeLanguage: (language: Language) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the session provider');
  return session;
}

/** The signed-in user, for pages that only render behind the session guard. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind the session guard');
  return user;
}

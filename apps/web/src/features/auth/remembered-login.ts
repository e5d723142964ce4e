const STORAGE_KEY = 'cmis.rememberedLogin';

/** Remember me keeps the user id and mobile number only, never the password. */
export interface RememberedLogin {
  userid: string;
  phone: string;
}

export function readRememberedLogin(): RememberedLogin | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userid, phone } = value as Record<string, unknown>;
    return typeof userid === 'string' && typeof phone === 'string' ? { userid, phone } : null;
  } catch {
    return null;
  }
}

export function rememberLogin({ userid, phone }: RememberedLogin): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ userid, phone }));
  } catch {
    // Storage refused (private browsing): the form simply starts empty next time.
  }
}

export function forgetLogin(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

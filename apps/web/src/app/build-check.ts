const RELOADED_KEY = 'cmis.reloadedForBuild';

function isNewer(served: string, own: string): boolean {
  const servedTime = Date.parse(served);
  const ownTime = Date.parse(own);
  return Number.isFinite(servedTime) && Number.isFinite(ownTime) && servedTime > ownTime;
}

/**
 * Spec 3 §2.17: a tab or a cached copy may run an older build than the server now serves.
 * When /meta.json names a newer build, drop the Cache Storage entries and load the new one,
 * at most once per served build so a stale proxy cannot cause a reload loop.
 */
export async function checkForNewBuild(): Promise<void> {
  if (!import.meta.env.PROD) return;
  let served: unknown;
  try {
    const response = await fetch('/meta.json', { cache: 'no-store' });
    if (!response.ok) return;
    served = ((await response.json()) as { buildDate?: unknown }).buildDate;
  } catch {
    return;
  }
  if (typeof served !== 'string' || !isNewer(served, __BUILD_DATE__)) return;
  if (sessionStorage.getItem(RELOADED_KEY) === served) return;
  sessionStorage.setItem(RELOADED_KEY, served);

  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  window.location.reload();
}

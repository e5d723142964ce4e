import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REFRESH_MS } from './cache-logic';
import { refreshIfDue, refreshSaved } from './saved-copy';

/**
 * Keeps the phone's copy of the station's accused while an app user is signed in (issue 20):
 * refreshed at app open (sign-in included) when due, every REFRESH_MS, and when the network
 * returns; the list re-reads once a refresh saved it.
 */
export function useSavedCopy(appUserId: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (appUserId === null) return;
    const saved = (done: boolean) => {
      if (done) void client.invalidateQueries({ queryKey: ['field', 'accused'] });
    };
    void refreshIfDue(appUserId).then(saved);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void refreshSaved(appUserId).then(saved);
    }, REFRESH_MS);
    const up = () => void refreshIfDue(appUserId).then(saved);
    window.addEventListener('online', up);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', up);
    };
  }, [appUserId, client]);
}

import { useCallback, useEffect, useState } from 'react';
import type { PushKey, PushSubscriptionInput } from '@cmis/shared';
import { fieldRequest } from './field-request';

/**
 * Web Push of the field app (issue 20; decision 0051): the browser subscribes through the
 * service worker with the server's VAPID key, and the server keeps the subscription for the
 * signed-in app user. Notifications are shown by apps/web/sw/sw.ts.
 */
export const getPushKey = () => fieldRequest<PushKey>('/push/key');

export const postPushSubscription = (body: PushSubscriptionInput) =>
  fieldRequest<{ ok: true }>('/push/subscriptions', { method: 'POST', body });

export const deletePushSubscription = (endpoint: string) =>
  fieldRequest<{ ok: true }>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });

export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined'
  );
}

/** The worker's registration, or null when none controls /field/ (e.g. the dev server). */
async function fieldRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/field/')) ?? null;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Subscribes this browser and hands the subscription to the server: after sign-in and each
 * time the app opens signed in (the server then re-owns an endpoint another app user had on
 * this phone). Asks for permission only while it can still be asked; a subscription made with
 * another server key is replaced.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  // Asked first, while a tap that called this still counts as the user's gesture.
  if (Notification.permission === 'default') {
    const answer = await Notification.requestPermission();
    if (answer !== 'granted') return answer === 'denied' ? 'blocked' : 'off';
  }
  const registration = await fieldRegistration();
  if (!registration) return 'off';
  const key = keyBytes((await getPushKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  await postPushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

/**
 * At logout: the browser's subscription ends first (that works offline; the push service
 * then answers 410 and the server forgets it), then the server is told while the session
 * still exists. Never throws: logout goes on whatever happens here.
 */
export async function disablePush(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const subscription = await (await fieldRegistration())?.pushManager.getSubscription();
    if (!subscription) return;
    const endpoint = subscription.endpoint;
    await subscription.unsubscribe().catch(() => false);
    await deletePushSubscription(endpoint);
  } catch {
    // Offline or signed out already: the unsubscribed endpoint is removed on its first 410.
  }
}

/**
 * Subscribes while signed in. `state` tells the app what to show (a hint when blocked);
 * `enable` asks again from a tap, for browsers that ask for permission only after one.
 */
export function useFieldPush(signedIn: boolean): { state: PushState; enable: () => void } {
  const [state, setState] = useState<PushState>('off');
  const enable = useCallback(() => {
    enablePush()
      .then(setState)
      .catch(() => setState('off'));
  }, []);
  useEffect(() => {
    if (signedIn) enable();
  }, [signedIn, enable]);
  return { state: signedIn ? state : 'off', enable };
}

import { fieldRequest } from './field-request';

const INSTALL_KEY = 'cmis.field.installId';

/**
 * Decision 0016: a browser has no FCM SDK and the server holds no Web Push (VAPID) key, so
 * the PWA registers a stable id of this installation, `pwa:<uuid>`. It names the device for
 * the unit; push messages reach only the native app's FCM tokens.
 */
export function installationToken(): string {
  let id = localStorage.getItem(INSTALL_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(INSTALL_KEY, id);
  }
  return `pwa:${id}`;
}

export const registerDevice = () =>
  fieldRequest<{ ok: true }>('/devices', { method: 'POST', body: { token: installationToken() } });

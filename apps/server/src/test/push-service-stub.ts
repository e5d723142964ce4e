import { createECDH, createPublicKey, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { jwtVerify } from 'jose';

/** http_ece (a dependency of web-push) has no types; the one call the stub makes. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

export interface PushDelivery {
  /** The subscriber the endpoint belongs to. */
  name: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The VAPID JWT verified against the key in the request (RFC 8292), or an error text. */
  vapid: { ok: true; aud: string; sub: string } | { ok: false; error: string };
}

/** A browser: its P-256 key pair and auth secret, and the subscription it would hand out. */
export interface StubSubscriber {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a delivery as the browser would (RFC 8291, aes128gcm) and parses its JSON. */
  open(delivery: PushDelivery): unknown;
}

async function checkVapid(authorization: string | undefined): Promise<PushDelivery['vapid']> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m?.[1] || !m[2]) return { ok: false, error: `no VAPID header: ${authorization}` };
  const raw = Buffer.from(m[2], 'base64url');
  try {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const { payload } = await jwtVerify(m[1], key, { algorithms: ['ES256'] });
    return { ok: true, aud: String(payload.aud), sub: String(payload.sub) };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
}

/**
 * A local push service (RFC 8030) for the Web Push tests: it accepts the encrypted POSTs at
 * /push/<name>, keeps them, and answers 201, or the status set for that endpoint (410 for
 * an expired subscription, 500 for a service in trouble).
 */
export function pushServiceStub() {
  const deliveries: PushDelivery[] = [];
  const statusOf = new Map<string, number>();
  let base = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      void checkVapid(req.headers.authorization).then((vapid) => {
        const status = statusOf.get(name) ?? 201;
        if (req.method === 'POST' && status === 201) {
          deliveries.push({ name, headers: req.headers, body: Buffer.concat(chunks), vapid });
        }
        res.statusCode = status;
        res.end();
      });
    });
  });

  return {
    deliveries,
    /** Every later POST to this subscriber's endpoint answers `status` (undefined: 201). */
    answer(name: string, status: number | undefined) {
      if (status === undefined) statusOf.delete(name);
      else statusOf.set(name, status);
    },
    subscriber(name: string): StubSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        name,
        subscription: {
          endpoint: `${base}/push/${encodeURIComponent(name)}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
        open: (delivery) =>
          JSON.parse(
            ece
              .decrypt(delivery.body, { version: 'aes128gcm', privateKey: ecdh, authSecret })
              .toString('utf8'),
          ) as unknown,
      };
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(base);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

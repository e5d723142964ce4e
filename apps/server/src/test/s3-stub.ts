import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAuthorization, sameSignature, sha256Hex, signature } from '../platform/sigv4.js';

export const S3_STUB = {
  accessKeyId: 'CMISSTUBACCESSKEY',
  secretAccessKey: 'cmis-stub-secret-access-key-0123456789',
  region: 'ap-south-1',
  bucket: 'cmis-files',
};

const MAX_SKEW_MS = 15 * 60 * 1000;

function sendError(res: ServerResponse, status: number, code: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * Why a request is refused, as S3 would say it, or null when its SigV4 signature, body hash
 * and date check out. Recomputes the signature from what arrived on the wire, with the
 * secret only the stub and the configured client know.
 */
function refusal(req: IncomingMessage, body: Buffer): string | null {
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth) return 'AccessDenied';
  if (auth.accessKeyId !== S3_STUB.accessKeyId) return 'InvalidAccessKeyId';
  if (auth.region !== S3_STUB.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > MAX_SKEW_MS) {
    return 'RequestTimeTooSkewed';
  }
  if (auth.day !== amzDate.slice(0, 8)) return 'SignatureDoesNotMatch';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!auth.signedHeaders.includes(required)) return 'AccessDenied';
  }
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = req.headers[name];
    if (value === undefined) return 'SignatureDoesNotMatch';
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const expected = signature(S3_STUB, {
    method: req.method ?? 'GET',
    url,
    headers,
    payloadHash,
    amzDate,
  }).signature;
  return sameSignature(expected, auth.signature) ? null : 'SignatureDoesNotMatch';
}

/**
 * An S3-compatible object store for the tests: path-style URLs (/bucket/key), PUT, GET and
 * DELETE, objects in memory. Every request must carry a valid SigV4 signature.
 */
export async function startS3Stub() {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; status: number }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname);
      res.on('finish', () =>
        requests.push({ method: req.method ?? '', path, status: res.statusCode }),
      );
      const why = refusal(req, body);
      if (why) return sendError(res, 403, why);
      const prefix = `/${S3_STUB.bucket}/`;
      if (!path.startsWith(prefix)) return sendError(res, 404, 'NoSuchBucket');
      const key = path.slice(prefix.length);
      switch (req.method) {
        case 'PUT':
          objects.set(key, body);
          res.statusCode = 200;
          return res.end();
        case 'GET': {
          const found = objects.get(key);
          if (!found) return sendError(res, 404, 'NoSuchKey');
          res.setHeader('content-length', found.length);
          return res.end(found);
        }
        case 'DELETE':
          objects.delete(key);
          res.statusCode = 204;
          return res.end();
        default:
          return sendError(res, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

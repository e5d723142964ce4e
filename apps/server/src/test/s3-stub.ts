import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const S3_STUB = {
  accessKeyId: 'CMISSTUBACCESSKEY',
  secretAccessKey: 'cmis-stub-secret-access-key-0123456789',
  region: 'ap-south-1',
  bucket: 'cmis-files',
};

const MAX_SKEW_MS = 15 * 60 * 1000;
/** S3 refuses to complete an upload whose parts, the last excepted, are under 5 MiB. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function sendError(res: ServerResponse, status: number, code: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

function sendXml(res: ServerResponse, xml: string): void {
  res.statusCode = 200;
  res.setHeader('content-type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/**
 * Why a request is refused, as S3 would say it, or null when its SigV4 signature, body hash
 * and date check out. Recomputes the signature from what arrived on the wire, with the
 * secret only the stub and the configured client know. The body may be signed by its hash
 * or declared UNSIGNED-PAYLOAD, as S3 accepts both.
 */
async function refusal(req: IncomingMessage, url: URL, body: Buffer): Promise<string | null> {
  const m = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!m) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (accessKeyId !== S3_STUB.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== S3_STUB.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > MAX_SKEW_MS) {
    return 'RequestTimeTooSkewed';
  }
  if (day !== amzDate.slice(0, 8)) return 'SignatureDoesNotMatch';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return 'XAmzContentSHA256Mismatch';
  }
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = req.headers[name];
    if (value === undefined) return 'SignatureDoesNotMatch';
    if (name !== 'host') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const expected = await new AwsV4Signer({
    method: req.method ?? 'GET',
    url: url.toString(),
    headers,
    accessKeyId: S3_STUB.accessKeyId,
    secretAccessKey: S3_STUB.secretAccessKey,
    region: S3_STUB.region,
    service: 's3',
    datetime: amzDate,
    // Sign exactly the headers the client listed, whichever they are.
    allHeaders: true,
  }).signature();
  const same =
    expected.length === signature!.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
  return same ? null : 'SignatureDoesNotMatch';
}

interface Upload {
  key: string;
  parts: Map<number, { etag: string; bytes: Buffer }>;
}

/**
 * An S3-compatible object store for the tests: path-style URLs (/bucket/key), PUT, GET,
 * DELETE and the multipart upload (create, upload part, complete, abort), objects in memory.
 * Every request must carry a valid SigV4 signature.
 */
export async function startS3Stub() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Upload>();
  const requests: { method: string; path: string; query: string; status: number }[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const path = decodeURIComponent(url.pathname);
    res.on('finish', () =>
      requests.push({ method: req.method ?? '', path, query: url.search, status: res.statusCode }),
    );
    const why = await refusal(req, url, body);
    if (why) return sendError(res, 403, why);
    const prefix = `/${S3_STUB.bucket}/`;
    if (!path.startsWith(prefix)) return sendError(res, 404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    const uploadId = url.searchParams.get('uploadId');
    const upload = uploadId === null ? undefined : uploads.get(uploadId);
    if (uploadId !== null && upload?.key !== key) return sendError(res, 404, 'NoSuchUpload');

    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { key, parts: new Map() });
      return sendXml(
        res,
        `<InitiateMultipartUploadResult><Bucket>${S3_STUB.bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (upload) {
      switch (req.method) {
        case 'PUT': {
          const number = Number(url.searchParams.get('partNumber'));
          if (!Number.isInteger(number) || number < 1 || number > 10_000) {
            return sendError(res, 400, 'InvalidArgument');
          }
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          upload.parts.set(number, { etag, bytes: body });
          res.setHeader('etag', etag);
          res.statusCode = 200;
          return res.end();
        }
        case 'POST': {
          const listed = [
            ...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]+)<\/ETag>/g),
          ].map(([, n, etag]) => ({ number: Number(n), etag: etag! }));
          if (listed.length === 0) return sendError(res, 400, 'MalformedXML');
          const parts: Buffer[] = [];
          for (const [i, { number, etag }] of listed.entries()) {
            const part = upload.parts.get(number);
            if (!part || part.etag !== etag) return sendError(res, 400, 'InvalidPart');
            if (i > 0 && listed[i - 1]!.number >= number) {
              return sendError(res, 400, 'InvalidPartOrder');
            }
            if (i < listed.length - 1 && part.bytes.length < MIN_PART_SIZE) {
              return sendError(res, 400, 'EntityTooSmall');
            }
            parts.push(part.bytes);
          }
          objects.set(key, Buffer.concat(parts));
          uploads.delete(uploadId!);
          return sendXml(
            res,
            `<CompleteMultipartUploadResult><Key>${key}</Key></CompleteMultipartUploadResult>`,
          );
        }
        case 'DELETE':
          uploads.delete(uploadId!);
          res.statusCode = 204;
          return res.end();
        default:
          return sendError(res, 405, 'MethodNotAllowed');
      }
    }
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
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => sendError(res, 500, 'InternalError'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

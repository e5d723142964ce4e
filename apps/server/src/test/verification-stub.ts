import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_TOKEN = 'stub-token';
export const STUB_OTP = '654321';

export interface StubCall {
  path: string;
  auth: string | undefined;
  body: Record<string, string>;
}

/**
 * A Surepass-compatible provider for the tests. The document number picks the outcome:
 * ending 0422 → 422 'Verification Failed.', 0401 → 401, 0500 → 500, 0408 → answers after
 * 2 s (past the test timeout), anything else → success with STUB data. submit-otp: a wrong
 * OTP → 422; a client id of a number ending 0000 → 422 'OTP session expired.'.
 */
export function verificationStub() {
  const calls: StubCall[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      const path = req.url ?? '';
      calls.push({ path, auth: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${STUB_TOKEN}`) {
        return send(401, { message: 'Unauthorized', success: false });
      }
      const key = body.id_number ?? body.client_id ?? '';
      const ok = (data: Record<string, unknown>) =>
        send(200, {
          data,
          status_code: 200,
          success: true,
          message: null,
          message_code: 'success',
        });
      if (key.endsWith('0422')) {
        return send(422, {
          data: null,
          status_code: 422,
          success: false,
          message: 'Verification Failed.',
        });
      }
      if (key.endsWith('0401')) return send(401, { message: 'Unauthorized' });
      if (key.endsWith('0500')) return send(500, { message: 'Internal error' });
      if (key.endsWith('0408')) {
        setTimeout(() => ok({ late: true }), 2000);
        return;
      }
      if (path.endsWith('/aadhaar-v2/generate-otp')) {
        return ok({ client_id: `aadhaar_v2_${body.id_number}`, otp_sent: true, if_number: true });
      }
      if (path.endsWith('/aadhaar-v2/submit-otp')) {
        if (body.client_id?.endsWith('0000')) {
          return send(422, { success: false, status_code: 422, message: 'OTP session expired.' });
        }
        if (body.otp !== STUB_OTP) {
          return send(422, { success: false, status_code: 422, message: 'Verification Failed.' });
        }
        const n = (body.client_id ?? '').slice(-4);
        return ok({
          client_id: body.client_id,
          full_name: 'STUB OTP HOLDER',
          aadhaar_number: `XXXXXXXX${n}`,
          dob: '1990-05-17',
          gender: 'M',
          address: { country: 'India', dist: 'Pune', state: 'Maharashtra' },
          profile_image: 'aGVsbG8=',
        });
      }
      if (path.endsWith('/rc/rc-full')) {
        return ok({
          rc_number: body.id_number,
          owner_name: 'STUB OWNER',
          maker_model: 'STUB MODEL',
        });
      }
      if (path.endsWith('/driving-license/driving-license')) {
        return ok({
          license_number: body.id_number,
          name: 'STUB DRIVER',
          dob: body.dob,
          profile_image: 'aGVsbG8=',
        });
      }
      if (path.endsWith('/aadhaar-validation/aadhaar-validation')) {
        return ok({
          aadhaar_number: body.id_number,
          age_range: '30-40',
          state: 'Maharashtra',
          last_digits: '234',
        });
      }
      if (path.endsWith('/voter-id/voter-id')) {
        return ok({
          id: 'provider-row-1',
          epic_no: body.id_number,
          name: 'STUB VOTER',
          district: 'Pune',
        });
      }
      if (path.endsWith('/passport/passport/passport-details')) {
        return ok({
          file_number: body.id_number,
          full_name: 'STUB TRAVELLER',
          passport_number: 'S1234567',
          dob: body.dob,
        });
      }
      return send(404, { message: 'no such path' });
    });
  });
  return {
    calls,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

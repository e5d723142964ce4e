import { describe, expect, it } from 'vitest';
import { decodeSpotQr, encodeSpotQr } from './spot-qr.js';

describe('spot QR content (spec 2 §3.7)', () => {
  const spot = {
    code: 'aB3dE5gH7jK9mN1',
    name: 'शनिवार वाडा & गेट #2',
    spotTypeId: 4,
    landmark: 'बाजीराव रस्ता, पुणे = ?',
    cityId: 1,
    stationId: 12,
  };

  it('reads back exactly what was encoded, Marathi and reserved characters included', () => {
    const text = encodeSpotQr(spot);
    expect(text.startsWith('cmis-spot:?id=aB3dE5gH7jK9mN1&')).toBe(true);
    expect(decodeSpotQr(text)).toEqual(spot);
  });

  it('refuses text that is not a CMIS spot or carries a malformed code', () => {
    expect(decodeSpotQr('https://example.com/?id=aB3dE5gH7jK9mN1')).toBeNull();
    expect(decodeSpotQr(encodeSpotQr({ ...spot, code: 'short' }))).toBeNull();
    expect(decodeSpotQr('cmis-spot:?id=aB3dE5gH7jK9mN1&type=x&city=1&district=2')).toBeNull();
  });
});

/**
 * The content of a patrol spot's QR (spec 2 §3.7): the random id, the encoded spot name,
 * the spot type, the encoded landmark, the city and the police station (district). It is
 * written as a URI so any ordinary QR reader gives back exactly this text, and the field
 * app reads the spot code out of it; the server trusts only the code and looks up the rest.
 */
export interface SpotQrContent {
  code: string;
  name: string;
  spotTypeId: number;
  landmark: string;
  cityId: number;
  stationId: number;
}

const SCHEME = 'cmis-spot:';
export const SPOT_CODE_PATTERN = /^[A-Za-z0-9]{15}$/;

export function encodeSpotQr(spot: SpotQrContent): string {
  const params = new URLSearchParams({
    id: spot.code,
    name: spot.name,
    type: String(spot.spotTypeId),
    landmark: spot.landmark,
    city: String(spot.cityId),
    district: String(spot.stationId),
  });
  return `${SCHEME}?${params.toString()}`;
}

/** The content back from a scanned text, or null when it is not a CMIS spot QR. */
export function decodeSpotQr(text: string): SpotQrContent | null {
  if (!text.startsWith(`${SCHEME}?`)) return null;
  const params = new URLSearchParams(text.slice(SCHEME.length + 1));
  const code = params.get('id') ?? '';
  const spotTypeId = Number(params.get('type'));
  const cityId = Number(params.get('city'));
  const stationId = Number(params.get('district'));
  if (!SPOT_CODE_PATTERN.test(code)) return null;
  if (![spotTypeId, cityId, stationId].every((n) => Number.isInteger(n) && n > 0)) return null;
  return {
    code,
    name: params.get('name') ?? '',
    spotTypeId,
    landmark: params.get('landmark') ?? '',
    cityId,
    stationId,
  };
}

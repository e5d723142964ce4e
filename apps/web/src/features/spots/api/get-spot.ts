import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotDetail } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** One spot with its patrol visits, for the QR Information modal. */
export function getSpot(id: number, signal?: AbortSignal): Promise<SpotDetail> {
  return apiRequest<SpotDetail>(`/spots/${id}`, { signal });
}

export function spotQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['spots', 'detail', id],
    queryFn: ({ signal }) => getSpot(id, signal),
  });
}

export function useSpot(id: number | null) {
  return useQuery({ ...spotQueryOptions(id ?? 0), enabled: id !== null });
}

/** The QR image (300 px PNG made by the server), shown or saved as spot-<code>.png. */
export const spotQrUrl = (id: number) => `/api/spots/${id}/qr.png`;
export const spotQrDownloadUrl = (id: number) => `/api/spots/${id}/qr.png?download=1`;

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LookupCreateInput,
  LookupDetail,
  LookupPage,
  LookupSubmitResponse,
  LookupType,
  OtpRequestInput,
  OtpRequestResponse,
  OtpSubmitInput,
} from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCESS_KEY } from './get-access';

export interface LookupListQuery {
  type: LookupType;
  page: number;
  size: number;
  order: 'desc' | 'asc';
}

const LIST_KEY = ['verification', 'lookups'] as const;

/** GET /api/verification/lookups: one tab's past lookups, sorted by the server. */
export function useLookups(query: LookupListQuery) {
  return useQuery({
    queryKey: [...LIST_KEY, query],
    queryFn: ({ signal }) =>
      apiRequest<LookupPage>('/verification/lookups', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/verification/lookups/:id: the stored record behind a View. */
export function useLookup(id: number | null) {
  return useQuery({
    queryKey: ['verification', 'lookup', id ?? 0],
    queryFn: ({ signal }) =>
      apiRequest<LookupDetail>(`/verification/lookups/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });
}

function useAfterLookup() {
  const queryClient = useQueryClient();
  return () => {
    // Spec 3 §4: the list reloads; the day's count in /access changes too.
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
  };
}

export function useCreateLookup() {
  const after = useAfterLookup();
  return useMutation({
    mutationFn: (input: LookupCreateInput) =>
      apiRequest<LookupSubmitResponse>('/verification/lookups', { method: 'POST', body: input }),
    onSuccess: after,
  });
}

/** POST /api/verification/aadhaar-otp: the provider sends the OTP to the holder's mobile. */
export function useRequestOtp() {
  return useMutation({
    mutationFn: (input: OtpRequestInput) =>
      apiRequest<OtpRequestResponse>('/verification/aadhaar-otp', { method: 'POST', body: input }),
  });
}

export function useSubmitOtp() {
  const after = useAfterLookup();
  return useMutation({
    mutationFn: (input: OtpSubmitInput) =>
      apiRequest<LookupSubmitResponse>('/verification/aadhaar-otp/submit', {
        method: 'POST',
        body: input,
      }),
    onSuccess: after,
  });
}

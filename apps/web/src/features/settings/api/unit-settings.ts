import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnitSettings, UnitSettingsUpdate } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

const KEY = ['settings', 'unit'] as const;

/** GET /api/settings/unit: the own unit's, or (the state) the unit named by `cityId`. */
export function useUnitSettings(cityId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...KEY, cityId ?? 'own'],
    queryFn: ({ signal }) =>
      apiRequest<UnitSettings>('/settings/unit', {
        query: cityId === undefined ? {} : { cityId },
        signal,
      }),
    enabled,
  });
}

/** PUT /api/settings/unit; the answer carries the saved settings and the server's message. */
export function useUpdateUnitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnitSettingsUpdate) =>
      apiRequest<{ item: UnitSettings; message: string }>('/settings/unit', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WantedGroup,
  WantedLicenceInput,
  WantedMobileInput,
  WantedPersonInput,
  WantedSaved,
  WantedVehicleInput,
} from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export type WantedSave =
  | { group: 'person'; id?: number; input: WantedPersonInput }
  | { group: 'vehicle'; id?: number; input: WantedVehicleInput }
  | { group: 'licence'; id?: number; input: WantedLicenceInput }
  | { group: 'mobile'; id?: number; input: WantedMobileInput };

const PATHS: Record<WantedGroup, string> = {
  person: 'persons',
  vehicle: 'vehicles',
  licence: 'licences',
  mobile: 'mobiles',
};

/** Create (no id) or update one particular; the answer carries the spec's success sentence. */
export function saveWanted(save: WantedSave): Promise<WantedSaved> {
  const base = `/wanted/${PATHS[save.group]}`;
  return apiRequest<WantedSaved>(save.id === undefined ? base : `${base}/${save.id}`, {
    method: save.id === undefined ? 'POST' : 'PUT',
    body: save.input,
  });
}

export function useSaveWanted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWanted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wanted'] }),
  });
}

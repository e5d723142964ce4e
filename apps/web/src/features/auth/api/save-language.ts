import { useMutation } from '@tanstack/react-query';
import type { Language } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export function saveLanguage(language: Language): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/auth/me/language', { method: 'PUT', body: { language } });
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage });
}

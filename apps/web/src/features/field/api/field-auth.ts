import type { FieldLoginInput, FieldMe, FieldPasswordInput } from '@cmis/shared';
import { fieldRequest } from './field-request';

export const fieldLogin = (body: FieldLoginInput) =>
  fieldRequest<FieldMe>('/auth/login', { method: 'POST', body });

export const getFieldMe = (signal?: AbortSignal) => fieldRequest<FieldMe>('/auth/me', { signal });

export const fieldLogout = () => fieldRequest<{ ok: true }>('/auth/logout', { method: 'POST' });

export const changeFieldPassword = (body: FieldPasswordInput) =>
  fieldRequest<{ ok: true }>('/auth/password', { method: 'POST', body });

import type { ReactNode } from 'react';
import { can, type Permission, type Role } from '@cmis/shared';
import { useSession } from './session';

/** The web only hides what a role may not do; the server is the authority (architecture rule 1). */
export function useCan(permission: Permission): boolean {
  return can(useSession().user?.role, permission);
}

export function useHasRole(roles: readonly Role[]): boolean {
  const role = useSession().user?.role;
  return role !== undefined && roles.includes(role);
}

interface CanProps {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}

export function Can({ permission, children, fallback = null }: CanProps) {
  return useCan(permission) ? children : fallback;
}

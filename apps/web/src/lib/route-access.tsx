import { createContext, useContext } from 'react';

/**
 * Whether the signed-in user may open a path of the app. The route table lives in the app
 * shell, which provides this, so a feature (the dashboard's tiles) links only to screens
 * that exist and that the role may open, without importing the shell.
 */
export const RouteAccessContext = createContext<(path: string) => boolean>(() => false);

export function useRouteAllowed(): (path: string) => boolean {
  return useContext(RouteAccessContext);
}

import { createContext, useContext, type ComponentType } from 'react';

/**
 * Role 4's analytical dashboard view (spec 3 §2.11). Features may not import each other, so
 * the app shell provides the analytics feature's view (loaded lazily: ECharts is fetched
 * only when the view opens) and the dashboard's switch only renders it.
 */
export const AnalyticsViewContext = createContext<ComponentType | null>(null);

export function useAnalyticsView(): ComponentType {
  const view = useContext(AnalyticsViewContext);
  if (!view) throw new Error('useAnalyticsView needs the AnalyticsViewContext of the app shell');
  return view;
}

import { createContext, useContext } from 'react';

/**
 * Opens an accused's profile in the 95% modal (spec 2 §2.4) from any screen. Features may
 * not import each other, so the app shell provides the accused feature's modal through this
 * context and screens like the dashboard's Wanted view or the GPS report only call `open`.
 */
export interface ProfileViewer {
  open: (accusedId: number) => void;
}

export const ProfileViewerContext = createContext<ProfileViewer | null>(null);

export function useProfileViewer(): ProfileViewer {
  const viewer = useContext(ProfileViewerContext);
  if (!viewer) throw new Error('useProfileViewer needs the ProfileViewerProvider of the app shell');
  return viewer;
}

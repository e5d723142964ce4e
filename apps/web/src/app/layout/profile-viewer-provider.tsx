import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ProfileViewerContext } from '@/lib/profile-viewer';

const ProfileModal = lazy(() =>
  import('@/features/accused/components/profile/profile-modal').then((m) => ({
    default: m.ProfileModal,
  })),
);

/** The accused profile modal, once for the whole signed-in app (lib/profile-viewer.tsx). */
export function ProfileViewerProvider({ children }: { children: ReactNode }) {
  const [accusedId, setAccusedId] = useState<number | null>(null);
  const viewer = useMemo(() => ({ open: setAccusedId }), []);
  return (
    <ProfileViewerContext.Provider value={viewer}>
      {children}
      {accusedId !== null && (
        <Suspense fallback={null}>
          <ProfileModal target={{ id: accusedId }} onClose={() => setAccusedId(null)} />
        </Suspense>
      )}
    </ProfileViewerContext.Provider>
  );
}

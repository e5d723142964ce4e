import { useEffect } from 'react';
import { Anchor } from 'antd';
import type { AccusedDetail, SessionUser } from '@cmis/shared';
import { useCurrentUser } from '@/lib/session';
import { ArrestsSection } from './arrests-section';
import { BreachesSection } from './breaches-section';
import { CourtCasesSection } from './court-cases-section';
import { CrimesSection } from './crimes-section';
import { NetworkSection } from '../network/network-section';
import { PersonalSection } from './personal-section';
import { PreventiveSection } from './preventive-section';
import { PROFILE_SECTIONS, useSectionTitle, type ProfileSection } from './profile-parts';
import { SocialSection } from './social-section';

/** Height of the sticky tab bar, kept clear when a tab scrolls to its section. */
const TAB_BAR_HEIGHT = 48;

/** Decision 0012: the entering police station and the admin of its unit may see the number. */
export function canRevealAadhaar(user: SessionUser, detail: AccusedDetail): boolean {
  switch (user.role) {
    case '2':
      return user.stationId === detail.enteredByStationId;
    case '4':
      return user.cityId === detail.enteredByCityId;
    case '8':
      return false;
  }
}

interface AccusedProfileProps {
  detail: AccusedDetail;
  /**
   * Prefix of the section ids, one per view (page, modal), so two views never share an id.
   * Printing copies carry no ids and no tabs.
   */
  idPrefix?: string;
  /** The element that scrolls (the modal's body); the window when not given. */
  container?: () => HTMLElement;
  /** What stays stuck above the tabs (the app header on the page). */
  stickyTop?: number;
  initialSection?: ProfileSection;
}

/**
 * Spec 2 §2.4: the accused profile, six tabs that scroll to their sections, the same content
 * on the /criminal_view page, in the list's 95% modal and on paper.
 */
export function AccusedProfile(props: AccusedProfileProps) {
  const { detail, idPrefix, container, stickyTop = 0, initialSection } = props;
  const user = useCurrentUser();
  const sectionTitle = useSectionTitle();
  const sectionId = (section: ProfileSection) =>
    idPrefix === undefined ? undefined : `${idPrefix}${section}`;
  const offset = stickyTop + TAB_BAR_HEIGHT;

  // Opened at a section (the list's preventive count and action): go there once.
  useEffect(() => {
    if (!initialSection || idPrefix === undefined) return;
    const target = document.getElementById(`${idPrefix}${initialSection}`);
    if (!target) return;
    const box = container?.();
    if (box) {
      // offsetTop, not the on-screen position: the modal may still be zooming in.
      box.scrollTop = Math.max(0, target.offsetTop - offset);
    } else {
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset });
    }
    // Only when the profile first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div style={{ position: 'relative' }}>
      {idPrefix !== undefined && (
        <div
          className="cmis-no-print"
          style={{
            position: 'sticky',
            top: stickyTop,
            zIndex: 5,
            background: '#fff',
            borderBottom: '1px solid #e3e8f0',
          }}
        >
          <Anchor
            direction="horizontal"
            affix={false}
            getContainer={container ?? (() => window)}
            targetOffset={offset}
            // Scroll only: a tab is not a page of its own in the browser's history.
            onClick={(event) => event.preventDefault()}
            items={PROFILE_SECTIONS.map((section) => ({
              key: section,
              href: `#${idPrefix}${section}`,
              title: sectionTitle(section),
            }))}
          />
        </div>
      )}
      <PersonalSection detail={detail} id={sectionId('personal')} />
      <CrimesSection detail={detail} id={sectionId('crimes')} />
      <SocialSection detail={detail} id={sectionId('social')} />
      <ArrestsSection
        detail={detail}
        id={sectionId('arrests')}
        canRevealAadhaar={canRevealAadhaar(user, detail)}
      />
      <PreventiveSection detail={detail} id={sectionId('preventive')} />
      <BreachesSection
        accusedId={detail.id}
        id={idPrefix === undefined ? undefined : `${idPrefix}breaches`}
      />
      <CourtCasesSection detail={detail} id={sectionId('courts')} />
      {/* On screen only (page and modal): the printed copy has no graph to draw. */}
      {idPrefix !== undefined && <NetworkSection accusedId={detail.id} id={sectionId('network')} />}
    </div>
  );
}

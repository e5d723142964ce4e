import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { POLICE_NAVY } from '@/lib/brand';
import './profile.css';

export type ProfileSection =
  'personal' | 'crimes' | 'social' | 'arrests' | 'preventive' | 'courts' | 'network';
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  'personal',
  'crimes',
  'social',
  'arrests',
  'preventive',
  'courts',
  'network',
];

/** The six tab labels of spec 2 §2.4, and the accomplice network (issue 20 §5). */
export function useSectionTitle(): (section: ProfileSection) => string {
  const { t } = useTranslation();
  return (section) => {
    switch (section) {
      case 'personal':
        return t('Personal information');
      case 'crimes':
        return t('Crime information');
      case 'social':
        return t('Social information');
      case 'arrests':
        return t('Arrest history');
      case 'preventive':
        return t('Preventive action');
      case 'courts':
        return t('Court cases');
      case 'network':
        return t('Network');
    }
  };
}

interface SectionProps {
  id: string | undefined;
  icon: ComponentType;
  title: string;
  count?: number;
  children: ReactNode;
}

export function ProfileSectionBox({ id, icon: Icon, title, count, children }: SectionProps) {
  return (
    <section id={id} className="cmis-profile-section" data-section={id}>
      <Flex
        align="center"
        gap={8}
        style={{ borderBottom: `2px solid ${POLICE_NAVY}`, paddingBottom: 6, marginBottom: 12 }}
      >
        <span style={{ color: POLICE_NAVY, fontSize: 16 }}>
          <Icon />
        </span>
        <Typography.Title level={5} style={{ margin: 0, color: POLICE_NAVY }}>
          {title}
        </Typography.Title>
        {count !== undefined && <Tag style={{ marginInlineStart: 4 }}>{count}</Tag>}
      </Flex>
      {children}
    </section>
  );
}

/** One crime, arrest or preventive action: a heading line over its details. */
export function ProfileBlock({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="cmis-profile-block">
      <div className="cmis-profile-block-head">{head}</div>
      <div className="cmis-profile-block-body">{children}</div>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
      {children}
    </Typography.Paragraph>
  );
}

/** A value or a dash: the profile never shows an empty cell. */
export function orDash(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? '-' : value;
}

/**
 * Set on the printed copy: the paper is narrower than the screen and the screen's breakpoints
 * do not follow the browser into its print layout, so the grids are fixed there.
 */
export const PrintedContext = createContext(false);

/** Label/value pairs in a compact, ruled grid. */
export function Fields({
  items,
  column = { xs: 1, sm: 2, lg: 3 },
}: {
  items: DescriptionsProps['items'];
  column?: DescriptionsProps['column'];
}) {
  const printed = useContext(PrintedContext);
  return (
    <Descriptions
      size="small"
      bordered
      column={printed ? 2 : column}
      items={items}
      styles={{
        label: {
          width: printed ? 120 : 170,
          background: '#f5f7fb',
          color: '#44506a',
          fontWeight: 500,
        },
        content: { background: '#fff' },
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { ExportOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DuplicatePairSide } from '@cmis/shared';
import { useLocalName } from '@/lib/names';

const PHOTO_SIZE = 56;

/** Opens the profile in a new tab, so the form or the list and what is typed in it stay. */
export function ProfileLink({ id, children }: { id: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/criminal_view/${id}`}
      target="_blank"
      rel="noopener"
      data-testid={`view-record-${id}`}
    >
      {children ?? (
        <>
          {t('View')} <ExportOutlined style={{ fontSize: 11 }} />
        </>
      )}
    </Link>
  );
}

function Photo({ person }: { person: DuplicatePairSide }) {
  const { t } = useTranslation();
  return person.photoUrl ? (
    <img
      src={person.photoUrl}
      alt={t('Photo of {{name}}', { name: person.name })}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #d9dee8', flex: 'none' }}
    />
  ) : (
    <Avatar
      shape="square"
      size={PHOTO_SIZE}
      icon={<UserOutlined />}
      style={{ background: '#e9eef7', color: '#8c9ab3', flex: 'none' }}
      aria-label={t('No photo')}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text>{children}</Typography.Text>
    </span>
  );
}

/**
 * One record as the duplicate screens show it: enough to tell two people apart without
 * opening either (photo, both names, father, age, mobile, address, police station, crimes).
 * `compact` is one line, for the records listed under the Aadhaar field.
 */
export function PersonSummary({
  person,
  compact = false,
}: {
  person: DuplicatePairSide;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const local = useLocalName();
  const place = [local(person.station), local(person.city)].filter(Boolean).join(', ');

  if (compact) {
    return (
      <Flex gap={8} wrap align="baseline" data-testid={`person-${person.id}`}>
        <Typography.Text strong>{person.name}</Typography.Text>
        {person.nameEn && <Typography.Text type="secondary">{person.nameEn}</Typography.Text>}
        <Typography.Text type="secondary">· {place}</Typography.Text>
        <ProfileLink id={person.id} />
      </Flex>
    );
  }

  return (
    <Flex gap={12} align="flex-start" data-testid={`person-${person.id}`}>
      <Photo person={person} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Flex justify="space-between" align="baseline" gap={8}>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {person.name}
          </Typography.Text>
          <ProfileLink id={person.id} />
        </Flex>
        {person.nameEn && (
          <div>
            <Typography.Text type="secondary">{person.nameEn}</Typography.Text>
          </div>
        )}
        <Flex gap={6} wrap style={{ margin: '4px 0' }}>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t('Accused ID {{id}}', { id: person.id })}
          </Tag>
          <Tag style={{ marginInlineEnd: 0 }}>
            {t('Total crimes')}: {person.crimeCount}
          </Tag>
        </Flex>
        <Flex gap="2px 14px" wrap style={{ fontSize: 13 }}>
          <Fact label={t('Father’s name')}>{person.fatherName || '-'}</Fact>
          <Fact label={t('Age')}>{person.age}</Fact>
          <Fact label={t('Mobile Number')}>{person.mobile || '-'}</Fact>
          <Fact label={t('Police station')}>{place}</Fact>
        </Flex>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: person.address }}
          style={{ margin: '2px 0 0', fontSize: 13 }}
        >
          {t('Address')}: {person.address}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}

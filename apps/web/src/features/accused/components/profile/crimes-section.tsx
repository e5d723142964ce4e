import { Col, Row, Table, Tag, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONVICTED_STATUS_ID,
  COURT_STATUS_IDS,
  type AccusedDetail,
  type CrimeDetail,
} from '@cmis/shared';
import { formatDate, localName } from '@/lib/format';
import { registerLabel } from '../../profile-format';
import { Empty, Fields, orDash, ProfileBlock, ProfileSectionBox } from './profile-parts';

/** Crime status colours: investigation blue, in court orange, convicted red, acquitted green. */
function statusColor(statusId: number): string {
  switch (statusId) {
    case 1:
      return 'blue';
    case 2:
      return 'orange';
    case 3:
      return 'red';
    case 4:
      return 'green';
    default:
      return 'default';
  }
}

type Section = CrimeDetail['sections'][number];
type Member = CrimeDetail['members'][number];

function CrimeBlock({ crime, index }: { crime: CrimeDetail; index: number }) {
  const { t, i18n } = useTranslation();
  const name = (pair: { mr: string; en: string }) => localName(i18n.language, pair.mr, pair.en);
  const inCourt = (COURT_STATUS_IDS as readonly number[]).includes(crime.statusId);
  const convicted = crime.statusId === CONVICTED_STATUS_ID;

  return (
    <ProfileBlock
      head={
        <>
          <Typography.Text strong>
            {index + 1}. {t('Crime register number')}{' '}
            {registerLabel(crime.registerNumber, crime.registerYear)}
          </Typography.Text>
          <Typography.Text>· {name(crime.title)}</Typography.Text>
          <Tag color={statusColor(crime.statusId)} style={{ marginInlineStart: 'auto' }}>
            {name(crime.status)}
          </Tag>
        </>
      }
    >
      <Fields
        items={[
          {
            key: 'registeredOn',
            label: t('Registration date'),
            children: formatDate(crime.registeredOn),
          },
          { key: 'city', label: t('City'), children: name(crime.city) },
          { key: 'station', label: t('Police station'), children: name(crime.station) },
          { key: 'title', label: t('Crime title'), children: name(crime.title) },
          { key: 'status', label: t('Crime status'), children: name(crime.status) },
          ...(inCourt
            ? [
                { key: 'courtType', label: t('Court type'), children: orDash(crime.courtType) },
                {
                  key: 'statusDate',
                  label: t('Status date'),
                  children: orDash(formatDate(crime.statusDate)),
                },
                { key: 'caseNumber', label: t('Case number'), children: orDash(crime.caseNumber) },
              ]
            : []),
          ...(convicted
            ? [
                { key: 'punishment', label: t('Punishment'), children: orDash(crime.punishment) },
                { key: 'penalty', label: t('Penalty'), children: orDash(crime.penalty) },
              ]
            : []),
        ]}
      />
      <Row gutter={[16, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={14} data-testid={`crime-sections-${crime.id}`}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
            {t('Acts and sections')}
          </Typography.Text>
          <Table<Section>
            size="small"
            bordered
            pagination={false}
            rowKey={(pair) => `${pair.actId}-${pair.sectionId}`}
            dataSource={crime.sections}
            locale={{ emptyText: '-' }}
            columns={[
              {
                title: t('Act'),
                key: 'act',
                render: (_value, pair) => `${name(pair.act)} (${pair.actCode})`,
              },
              {
                title: t('Section of the act'),
                key: 'section',
                render: (_value, pair) => name(pair.section),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
            {t('Accomplices')}
          </Typography.Text>
          <Table<Member>
            size="small"
            bordered
            pagination={false}
            rowKey={(member, i) => `${member.memberName}-${i}`}
            dataSource={crime.members}
            locale={{ emptyText: t('No accomplices recorded') }}
            columns={[
              {
                title: t('Sr. No.'),
                key: 'serial',
                width: 60,
                render: (_value, _member, i) => i + 1,
              },
              { title: t('Name'), dataIndex: 'memberName' },
              {
                title: t('Crime register number'),
                key: 'register',
                render: (_value, member) =>
                  orDash(registerLabel(member.registerNumber, member.registerYear)),
              },
            ]}
          />
        </Col>
      </Row>
    </ProfileBlock>
  );
}

/** Spec 2 §2.4, §3.2: every crime with its act and section pairs and its accomplices. */
export function CrimesSection({ detail, id }: { detail: AccusedDetail; id: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ProfileSectionBox
      id={id}
      icon={FileSearchOutlined}
      title={t('Crime information')}
      count={detail.crimes.length}
    >
      {detail.crimes.length === 0 ? (
        <Empty>{t('No crimes recorded')}</Empty>
      ) : (
        detail.crimes.map((crime, index) => (
          <CrimeBlock key={crime.id} crime={crime} index={index} />
        ))
      )}
    </ProfileSectionBox>
  );
}

import { Flex, Tag, Typography } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HISTORY_SHEETER, isHistorySheeter, type AccusedDetail } from '@cmis/shared';
import { formatDate, localName } from '@/lib/format';
import { useMasterList } from '@/lib/masters';
import { PhotoCircles } from './photo-circles';
import { Fields, orDash, ProfileSectionBox } from './profile-parts';

function useHistorySheeterLabel(): (value: number) => string {
  const { t } = useTranslation();
  return (value) => {
    switch (value) {
      case HISTORY_SHEETER.yes:
        return t('Yes');
      case HISTORY_SHEETER.acquitted:
        return t('Acquitted');
      default:
        return t('No');
    }
  };
}

function useConditionLabel(): (value: AccusedDetail['basic']['currentCondition']) => string {
  const { t } = useTranslation();
  return (value) => {
    switch (value) {
      case 'wanted':
        return t('Wanted');
      case 'absconding':
        return t('Absconding');
      case null:
        return '-';
    }
  };
}

/** Spec 2 §2.4, §3.1: who the accused is, where he lives and how he is classed. */
export function PersonalSection({ detail, id }: { detail: AccusedDetail; id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const crimeTypes = useMasterList('crime-types');
  const historySheeter = useHistorySheeterLabel();
  const condition = useConditionLabel();
  const name = (pair: { mr: string; en: string }) => localName(i18n.language, pair.mr, pair.en);
  const { basic } = detail;
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'));
  const headings = basic.crimeTypeIds
    .map((typeId) => crimeTypes.data?.find((type) => type.id === typeId))
    .filter((type) => type !== undefined);

  return (
    <ProfileSectionBox id={id} icon={IdcardOutlined} title={t('Personal information')}>
      <Flex gap={20} align="flex-start" wrap style={{ marginBottom: 14 }}>
        <PhotoCircles urls={detail.photoUrls} alt={basic.name} placeholder />
        <div style={{ minWidth: 220, flex: 1 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
            {basic.name}
          </Typography.Title>
          {basic.nameEn && (
            <Typography.Text type="secondary" style={{ fontSize: 15 }}>
              {basic.nameEn}
            </Typography.Text>
          )}
          {basic.aliases.length > 0 && (
            <div data-testid="profile-aliases">
              <Typography.Text type="secondary">
                {t('Also known as')}: {basic.aliases.join(', ')}
              </Typography.Text>
            </div>
          )}
          <Flex gap={6} wrap style={{ marginTop: 8 }}>
            <Tag color="blue">{t('Accused ID {{id}}', { id: detail.id })}</Tag>
            <Tag color={detail.active ? 'green' : 'red'}>
              {detail.active ? t('Active') : t('Inactive')}
            </Tag>
            {detail.twoPlus && <Tag color="volcano">{t('2+ crimes')}</Tag>}
            {isHistorySheeter(basic.historySheeter) && (
              <Tag color="purple">{t('History sheeter')}</Tag>
            )}
            {basic.currentCondition && (
              <Tag color="orange">{condition(basic.currentCondition)}</Tag>
            )}
            {basic.patrollingNeeded && <Tag color="gold">{t('Patrolling needed')}</Tag>}
          </Flex>
          <Flex gap={24} wrap style={{ marginTop: 10 }}>
            <Typography.Text>
              {t('Total crimes')}:{' '}
              <strong data-testid="profile-crime-count">{detail.crimeCount}</strong>
            </Typography.Text>
            <Typography.Text>
              {t('Arrests')}: <strong>{detail.arrests.length}</strong>
            </Typography.Text>
            <Typography.Text>
              {t('Preventive actions')}: <strong>{detail.preventiveActions.length}</strong>
            </Typography.Text>
          </Flex>
        </div>
      </Flex>
      <Fields
        items={[
          { key: 'name', label: t('Name (Marathi)'), children: basic.name },
          { key: 'nameEn', label: t('Name (English)'), children: orDash(basic.nameEn) },
          { key: 'fatherName', label: t('Father’s name'), children: orDash(basic.fatherName) },
          {
            key: 'aliases',
            label: t('Also known as'),
            children: orDash(basic.aliases.join(', ')),
          },
          { key: 'age', label: t('Age'), children: basic.age },
          { key: 'mobile', label: t('Mobile Number'), children: orDash(basic.mobile) },
          { key: 'religion', label: t('Religion'), children: orDash(name(detail.religion)) },
          { key: 'caste', label: t('Caste'), children: orDash(basic.caste) },
          { key: 'address', label: t('Address'), children: basic.address, span: 'filled' },
          { key: 'state', label: t('State'), children: t('Maharashtra') },
          { key: 'city', label: t('City'), children: name(detail.city) },
          { key: 'station', label: t('Police station'), children: name(detail.station) },
          {
            key: 'headings',
            label: t('Crime headings'),
            span: 'filled',
            children:
              headings.length > 0 ? (
                <Flex gap={4} wrap>
                  {headings.map((type) => (
                    <Tag key={type.id} style={{ marginInlineEnd: 0 }}>
                      {localName(i18n.language, type.nameMr, type.nameEn)}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                '-'
              ),
          },
          {
            key: 'historySheeter',
            label: t('History sheeter'),
            children: historySheeter(basic.historySheeter),
          },
          {
            key: 'historyDate',
            label: t('History sheeter date'),
            children: orDash(formatDate(basic.historyDate)),
          },
          { key: 'twoPlus', label: t('Two or more crimes'), children: yesNo(detail.twoPlus) },
          {
            key: 'patrolling',
            label: t('Patrolling needed'),
            children: yesNo(basic.patrollingNeeded),
          },
          {
            key: 'condition',
            label: t('Current condition'),
            children: condition(basic.currentCondition),
          },
          {
            key: 'active',
            label: t('Status'),
            children: detail.activeReason
              ? `${detail.active ? t('Active') : t('Inactive')} (${detail.activeReason})`
              : detail.active
                ? t('Active')
                : t('Inactive'),
          },
          { key: 'created', label: t('Entered on'), children: formatDate(detail.createdAt) },
          { key: 'updated', label: t('Last updated'), children: formatDate(detail.updatedAt) },
        ]}
      />
    </ProfileSectionBox>
  );
}

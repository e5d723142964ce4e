import { Table } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccusedDetail } from '@cmis/shared';
import { courtCases, type CourtCase } from '../../profile-format';
import { orDash, ProfileSectionBox } from './profile-parts';

/**
 * Spec 2 §2.4: the court cases by case number. The record keeps no hearing dates, so the
 * next date and the details show a dash, as the spec says.
 */
export function CourtCasesSection({
  detail,
  id,
}: {
  detail: AccusedDetail;
  id: string | undefined;
}) {
  const { t } = useTranslation();
  const cases = courtCases(detail);
  return (
    <ProfileSectionBox id={id} icon={BankOutlined} title={t('Court cases')} count={cases.length}>
      <Table<CourtCase>
        size="small"
        bordered
        pagination={false}
        rowKey="caseNumber"
        dataSource={cases}
        locale={{ emptyText: t('No court cases recorded') }}
        columns={[
          { title: t('Sr. No.'), key: 'serial', width: 70, render: (_v, _c, i) => i + 1 },
          { title: t('Case number'), dataIndex: 'caseNumber' },
          { title: t('Court'), key: 'court', render: (_v, c) => orDash(c.court) },
          { title: t('Crime register number'), key: 'crime', render: (_v, c) => orDash(c.crime) },
          { title: t('Next date'), key: 'next', render: () => '-' },
          { title: t('Details'), key: 'details', render: () => '-' },
        ]}
      />
    </ProfileSectionBox>
  );
}

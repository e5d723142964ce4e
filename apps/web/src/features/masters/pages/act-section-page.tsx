import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ActTab } from '../components/act-tab';
import { SectionTab } from '../components/section-tab';

/**
 * Spec 3 §2.14: the state's acts (kayda) and their sections (kalam), which every crime form
 * offers. Role 8 only (route table).
 */
export default function ActSectionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Act/Section')}
        subtitle={t('Acts and sections offered in every crime entry of the state')}
      />
      <Card>
        <Tabs
          // A tab stays mounted once opened, so switching back keeps what was typed or chosen.
          items={[
            { key: 'act', label: t('Act'), children: <ActTab /> },
            { key: 'section', label: t('Section'), children: <SectionTab /> },
          ]}
        />
      </Card>
    </>
  );
}

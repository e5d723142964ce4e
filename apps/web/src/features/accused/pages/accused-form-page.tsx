import { useState } from 'react';
import { Button, Card, Flex, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { POLICE_BLUE } from '@/lib/brand';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { ACCUSED_QUERY_KEY } from '../api/get-accused-detail';
import { useAccusedTabCounts } from '../api/get-accused-tab-counts';
import { AccusedList } from '../components/list/accused-list';
import { DownloadButton } from '../components/list/download-button';
import { AccusedDrawer } from '../components/form/accused-drawer';
import type { AccusedTab } from '../list-query';

interface DrawerState {
  open: boolean;
  mode: 'create' | 'edit';
  accusedId?: number;
  /** Open at step 2 with a new crime's drawer. */
  addCrime?: boolean;
  /** A new drawer, and so an empty form, for every opening. */
  key: number;
}

/** A tab's name with its record count in a pill (spec 2 §2.1: tabs with counts). */
function TabLabel({ label, count, testId }: { label: string; count?: number; testId: string }) {
  return (
    <span>
      {label}
      <span
        style={{
          display: 'inline-block',
          minWidth: 24,
          marginInlineStart: 8,
          padding: '0 7px',
          borderRadius: 10,
          background: POLICE_BLUE,
          color: '#fff',
          fontSize: 12,
          lineHeight: '20px',
          textAlign: 'center',
        }}
        data-testid={testId}
      >
        {count ?? '…'}
      </span>
    </span>
  );
}

/**
 * Spec 2 §2.1 (/ProfessionalForm): the police station's accused records, in two tabs (the
 * records it entered, and those within its jurisdiction), with the add-accused drawer.
 */
export default function AccusedFormPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AccusedTab>('entered');
  const counts = useAccusedTabCounts();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, mode: 'create', key: 0 });
  const [exporting, setExporting] = useState(false);

  const openDrawer = (mode: DrawerState['mode'], accusedId?: number, addCrime = false) =>
    setDrawer((current) => ({ open: true, mode, accusedId, addCrime, key: current.key + 1 }));
  const closeDrawer = () => setDrawer((current) => ({ ...current, open: false }));
  // A saved record changes the list, the tab counts and the record itself.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY });

  return (
    <>
      <PageHeader
        title={t('Accused information')}
        subtitle={labels.scope}
        extra={
          <Flex gap={8} wrap>
            <DownloadButton onClick={() => setExporting(true)} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openDrawer('create')}
              data-testid="add-accused"
            >
              {t('Add new accused')}
            </Button>
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as AccusedTab)}
          items={[
            {
              key: 'entered',
              label: (
                <TabLabel
                  label={t('Information filled by the police station')}
                  count={counts.data?.entered}
                  testId="tab-count-entered"
                />
              ),
            },
            {
              key: 'jurisdiction',
              label: (
                <TabLabel
                  label={t('Information within the police station jurisdiction')}
                  count={counts.data?.jurisdiction}
                  testId="tab-count-jurisdiction"
                />
              ),
            },
          ]}
        />
        <AccusedList
          tab={tab}
          onEdit={(row) => openDrawer('edit', row.id)}
          exporting={exporting}
          onExportClose={() => setExporting(false)}
        />
      </Card>
      <AccusedDrawer
        key={drawer.key}
        open={drawer.open}
        mode={drawer.mode}
        accusedId={drawer.accusedId}
        addCrime={drawer.addCrime}
        // Issue 16 §3: the person is already recorded by this station; the new crime goes on
        // his record instead of a second one.
        onAddCrimeTo={(id) => openDrawer('edit', id, true)}
        onClose={() => {
          closeDrawer();
          refresh();
        }}
        onSaved={refresh}
      />
    </>
  );
}

import { useRef } from 'react';
import { Button, Flex, Modal, Result, Spin } from 'antd';
import { ExportOutlined, PrinterOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DELAYS } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-client';
import { useAccusedDetail } from '../../api/get-accused-detail';
import { usePrint } from '@/components/print-area';
import { AccusedProfile } from './accused-profile';
import type { ProfileSection } from './profile-parts';
import { ProfilePrint, profilePrintTitle } from './profile-print';

export interface ProfileTarget {
  id: number;
  /** Where to open it; the top when absent. */
  section?: ProfileSection;
}

/** The list's View: the profile in a modal 95% wide (spec 2 §2.3, §9) over the list. */
export function ProfileModal({
  target,
  onClose,
}: {
  target: ProfileTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const detail = useAccusedDetail(target?.id);
  const { printing, print } = usePrint();
  const data = detail.data?.id === target?.id ? detail.data : undefined;

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      width="95%"
      style={{ top: 20, maxWidth: 1600 }}
      title={
        data
          ? `${data.basic.name} · ${t('Accused ID {{id}}', { id: data.id })}`
          : t('Accused profile')
      }
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button
            icon={<VerticalAlignTopOutlined />}
            onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            {t('Back to top')}
          </Button>
          <Flex gap={8} wrap>
            {target && (
              <Button
                icon={<ExportOutlined />}
                onClick={() => void navigate(`/criminal_view/${target.id}`)}
              >
                {t('Open as a page')}
              </Button>
            )}
            <Button
              icon={<PrinterOutlined />}
              disabled={!data}
              onClick={() => data && print(profilePrintTitle(data))}
              data-testid="profile-print"
            >
              {t('Print')}
            </Button>
            <Button type="primary" onClick={onClose}>
              {t('Close')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <div
        ref={scrollRef}
        style={{
          maxHeight: 'calc(100vh - 190px)',
          overflowY: 'auto',
          position: 'relative',
          padding: '0 4px 12px',
        }}
        data-testid="profile-scroll"
      >
        {data ? (
          <AccusedProfile
            detail={data}
            idPrefix="profile-modal-"
            container={() => scrollRef.current ?? document.body}
            initialSection={target?.section}
          />
        ) : detail.isError ? (
          detail.error instanceof ApiError && detail.error.status === 404 ? (
            <Result status="404" title={t('This accused record was not found.')} />
          ) : (
            <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
          )
        ) : (
          <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
            <Spin size="large" delay={DELAYS.spinnerMs} />
          </div>
        )}
      </div>
      {printing && data && <ProfilePrint detail={data} />}
    </Modal>
  );
}

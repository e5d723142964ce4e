import { useState } from 'react';
import { Button, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import {
  FilePdfOutlined,
  PlayCircleOutlined,
  SwapOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS, type FaqItem } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { localName } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { useFaq } from '../api/get-faq';
import { ReplaceFileModal } from '../components/replace-file-modal';
import { VideoModal } from '../components/video-modal';

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Spec 3 §2.15: the five guidance items, each with its document or video; every role. */
export default function FaqPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canReplace = useCan('faq:write');
  const faq = useFaq();
  const [playing, setPlaying] = useState<{ title: string; url: string } | null>(null);
  const [replacing, setReplacing] = useState<FaqItem | null>(null);

  const titleOf = (item: FaqItem) => localName(language, item.titleMr, item.titleEn);

  const documentCell = (item: FaqItem) => {
    if (!item.fileUrl) {
      return <Typography.Text type="secondary">{t('No document yet')}</Typography.Text>;
    }
    if (item.fileKind === 'video') {
      const url = item.fileUrl;
      return (
        <Button
          icon={<PlayCircleOutlined />}
          onClick={() => setPlaying({ title: titleOf(item), url })}
        >
          {t('Play video')}
        </Button>
      );
    }
    // A plain link: the browser fetches the file with the session cookie, in a new tab.
    return (
      <Button
        href={item.fileUrl}
        target="_blank"
        rel="noopener noreferrer"
        icon={<FilePdfOutlined />}
        title={item.fileName ?? undefined}
      >
        {t('Open document')}
      </Button>
    );
  };

  const columns: TableColumnsType<FaqItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 90,
      ...oneLine,
      // Five fixed items on one page: the serial is the row's place.
      render: (_value, _row, index) => index + 1,
    },
    {
      title: t('Subject'),
      key: 'title',
      render: (_value, item) => (
        <Flex align="center" gap={8}>
          {item.fileKind === 'video' ? <VideoCameraOutlined /> : <FilePdfOutlined />}
          <span>{titleOf(item)}</span>
        </Flex>
      ),
    },
    {
      title: t('Document'),
      key: 'document',
      ...oneLine,
      render: (_value, item) => (
        <Flex gap={8} wrap>
          {documentCell(item)}
          {canReplace && (
            <Button icon={<SwapOutlined />} onClick={() => setReplacing(item)}>
              {t('Replace')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('FAQ')}
        subtitle={t('Guidance documents and videos for entering records in CMIS')}
      />
      <Card>
        {faq.isError && (
          <div style={{ marginBottom: 16 }}>
            <LoadFailure error={faq.error} onRetry={() => void faq.refetch()} />
          </div>
        )}
        <Table<FaqItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={faq.data ?? []}
          loading={{ spinning: faq.isFetching, delay: DELAYS.spinnerMs }}
          scroll={{ x: 640 }}
          pagination={false}
        />
      </Card>
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
      <ReplaceFileModal
        item={replacing}
        title={replacing ? titleOf(replacing) : ''}
        onClose={() => setReplacing(null)}
      />
    </>
  );
}

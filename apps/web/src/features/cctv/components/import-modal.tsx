import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { CCTV_TEMPLATE_URL, useImportCctv } from '../api/cctv';
import { COLUMN_HEADERS, importErrorsFrom, type ImportRowError } from './import-errors';

/** Import of a filled-in template: all rows or none, every bad row listed (decision 0020). */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importer = useImportCctv();
  const [failure, setFailure] = useState<{ message: string; rows: ImportRowError[] } | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    try {
      const result = await importer.mutateAsync(file);
      void message.success(
        `${t(result.message)} (${t('{{count}} rows', { count: result.imported })})`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const text = error instanceof ApiError ? error.message : 'something went wrong !!!';
      setFailure({
        message: text,
        rows: error instanceof ApiError ? importErrorsFrom(error.fields) : [],
      });
    }
  };

  return (
    <Modal
      title={t('Import CCTV locations')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(
            'Fill in the template, one location per row, naming the police station as the template lists it. If any row is wrong, nothing is imported.',
          )}
        </Typography.Paragraph>
        <div>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadFrom(CCTV_TEMPLATE_URL)}
            data-testid="cctv-template"
          >
            {t('Download template')}
          </Button>
        </div>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          disabled={importer.isPending}
          beforeUpload={(file) => {
            void send(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="cctv-import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('Click or drag the filled-in .xlsx file here')}</p>
        </Upload.Dragger>
        {failure && (
          <Alert
            type="error"
            showIcon
            message={t(failure.message)}
            data-testid="cctv-import-errors"
            description={
              failure.rows.length > 0 && (
                <Table<ImportRowError>
                  size="small"
                  rowKey={(r) => `${r.row}.${r.column}`}
                  pagination={false}
                  dataSource={failure.rows}
                  columns={[
                    { title: t('Row'), dataIndex: 'row', width: 70 },
                    {
                      title: t('Column'),
                      dataIndex: 'column',
                      render: (c: string) => t(COLUMN_HEADERS[c] ?? c),
                    },
                    { title: t('Problem'), dataIndex: 'message', render: (m: string) => t(m) },
                  ]}
                />
              )
            }
          />
        )}
      </Flex>
    </Modal>
  );
}

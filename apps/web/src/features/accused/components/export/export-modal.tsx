import { useState } from 'react';
import { App, Button, Checkbox, Divider, Flex, Modal, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_COLUMNS, EXPORT_MESSAGES, type ExportColumn } from '@cmis/shared';
import { downloadAccusedExport } from '../../api/export-accused';
import {
  canExportPdf,
  columnsParam,
  type AccusedListParams,
  type ExportSelection,
} from '../../list-query';
import { useExportColumnLabel } from './column-labels';

export interface ExportModalProps {
  open: boolean;
  onClose: () => void;
  /** The list's filters: both files carry every record they match. */
  params: AccusedListParams;
  total: number;
}

/**
 * Spec 2 §5.7 download modal: column checkboxes with 'All' (which disables the others and
 * hides the PDF), Export to CSV and Export to PDF, both files of every record the list's
 * filters match, made on the server (issue 17 §8).
 */
export function ExportModal(props: ExportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = useExportColumnLabel();
  const [selection, setSelection] = useState<ExportSelection>({ all: false, columns: [] });

  const download = (kind: 'csv' | 'pdf') => {
    if (columnsParam(selection) === null) {
      void message.warning(t(EXPORT_MESSAGES.noColumn));
      return;
    }
    if (props.total === 0) {
      void message.warning(t(EXPORT_MESSAGES.invalidData));
      return;
    }
    downloadAccusedExport(props.params, selection, kind);
    void message.success(t('The file is downloading'));
  };

  const toggleColumn = (column: ExportColumn, checked: boolean) =>
    setSelection((current) => ({
      ...current,
      columns: checked
        ? [...current.columns, column]
        : current.columns.filter((other) => other !== column),
    }));

  return (
    <>
      <Modal
        open={props.open}
        title={t('Download')}
        onCancel={props.onClose}
        width={560}
        footer={
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={props.onClose}>{t('Close')}</Button>
            {canExportPdf(selection) && (
              <Button
                icon={<FilePdfOutlined />}
                onClick={() => download('pdf')}
                data-testid="export-pdf"
              >
                {t('Export to PDF')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<FileExcelOutlined />}
              onClick={() => download('csv')}
              data-testid="export-csv"
            >
              {t('Export to CSV')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('The CSV and the PDF carry every record the list shows ({{total}}).', {
            total: props.total,
          })}
        </Typography.Paragraph>
        <Checkbox
          checked={selection.all}
          onChange={(event) =>
            setSelection((current) => ({ ...current, all: event.target.checked }))
          }
          data-testid="export-all"
        >
          <Typography.Text strong>{t('All')}</Typography.Text>
        </Checkbox>
        <Divider style={{ margin: '10px 0' }} />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
          {EXPORT_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              disabled={selection.all}
              checked={selection.all || selection.columns.includes(column)}
              onChange={(event) => toggleColumn(column, event.target.checked)}
              data-testid={`export-column-${column}`}
            >
              {label(column)}
            </Checkbox>
          ))}
        </div>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { App, Button, Checkbox, Divider, Flex, Modal, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_COLUMNS,
  EXPORT_MESSAGES,
  MESSAGES,
  type AccusedDetail,
  type AccusedListItem,
  type ExportColumn,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { downloadAccusedCsv } from '../../api/export-accused';
import { accusedDetailQueryOptions } from '../../api/get-accused-detail';
import {
  canExportPdf,
  chosenColumns,
  columnsParam,
  type AccusedListParams,
  type ExportSelection,
} from '../../list-query';
import { useExportColumnLabel } from './column-labels';
import { usePrint } from '@/components/print-area';
import { ReportPrint, type ReportData } from './report-print';

export interface ExportModalProps {
  open: boolean;
  onClose: () => void;
  /** The list's filters: the CSV carries every record they match. */
  params: AccusedListParams;
  /** The rows on screen, which the PDF prints. */
  rows: AccusedListItem[];
  page: number;
  size: number;
  total: number;
  scope: string;
}

/** Columns the list rows do not carry; the PDF reads them from each record. */
const DETAIL_COLUMNS: readonly ExportColumn[] = ['city', 'religion'];

/**
 * Spec 2 §5.7 download modal: column checkboxes with 'All' (which disables the others and
 * hides the PDF), Export to CSV (the server's streamed file) and Export to PDF (the rows on
 * screen, printed to A4 by the browser).
 */
export function ExportModal(props: ExportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const label = useExportColumnLabel();
  const [selection, setSelection] = useState<ExportSelection>({ all: false, columns: [] });
  const [report, setReport] = useState<ReportData | null>(null);
  const [preparing, setPreparing] = useState(false);
  const { printing, print } = usePrint();

  const checkColumns = (): boolean => {
    if (columnsParam(selection) === null) {
      void message.warning(t(EXPORT_MESSAGES.noColumn));
      return false;
    }
    if (props.total === 0) {
      void message.warning(t(EXPORT_MESSAGES.invalidData));
      return false;
    }
    return true;
  };

  const exportCsv = () => {
    if (!checkColumns()) return;
    downloadAccusedCsv(props.params, selection);
    void message.success(t('The file is downloading'));
  };

  const exportPdf = async () => {
    if (!checkColumns()) return;
    if (props.rows.length === 0) {
      void message.warning(t(EXPORT_MESSAGES.invalidData));
      return;
    }
    const columns = chosenColumns(selection);
    const details = new Map<number, AccusedDetail>();
    if (columns.some((column) => DETAIL_COLUMNS.includes(column))) {
      setPreparing(true);
      try {
        const loaded = await Promise.all(
          props.rows.map((row) => queryClient.fetchQuery(accusedDetailQueryOptions(row.id))),
        );
        for (const detail of loaded) details.set(detail.id, detail);
      } catch (error) {
        void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
        return;
      } finally {
        setPreparing(false);
      }
    }
    setReport({
      rows: props.rows,
      details,
      columns,
      page: props.page,
      size: props.size,
      total: props.total,
      scope: props.scope,
      printedBy: user.userid,
    });
    print(t('Criminal Report'));
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
                onClick={() => void exportPdf()}
                loading={preparing}
                data-testid="export-pdf"
              >
                {t('Export to PDF')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<FileExcelOutlined />}
              onClick={exportCsv}
              data-testid="export-csv"
            >
              {t('Export to CSV')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t(
            'The CSV carries every record the list shows ({{total}}); the PDF prints the rows of this page.',
            { total: props.total },
          )}
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
      {printing && report && <ReportPrint data={report} />}
    </>
  );
}

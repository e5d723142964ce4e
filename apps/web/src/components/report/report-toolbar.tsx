import type { ReactNode } from 'react';
import { App, Button, DatePicker, Flex, Form } from 'antd';
import { Select } from '@/components/form-kit/select';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '@cmis/shared';
import { downloadFrom } from '@/lib/download';
import { DATE_FORMAT } from '@/lib/format';
import type { PickedRange } from './report-dates';

export type DownloadKind = 'excel' | 'pdf';

/**
 * The file of a download choice: every report's Excel route has an A4 PDF twin at the same
 * path and query, made on the server from the same rows (issue 17 §8, decision 0041).
 */
export function reportFileUrl(excelUrl: string, kind: DownloadKind): string {
  return kind === 'excel' ? excelUrl : excelUrl.replace(/\.xlsx(?=\?|$)/, '.pdf');
}

interface ReportToolbarProps {
  /** No picker at all for a report without dates (Total App Users). */
  dates?: 'single' | 'range';
  value?: PickedRange;
  onChange?: (range: PickedRange) => void;
  onFind?: () => void;
  finding?: boolean;
  /**
   * Find waits for a start date (spec 3 §2.2); a screen whose other filters work without
   * dates (Breaches, issue 20) turns that off.
   */
  dateRequired?: boolean;
  /** Download stays disabled while the results are empty (spec 3 §2.2). */
  hasResults: boolean;
  /** The PDF option is offered only where the brief asks for it. */
  kinds?: readonly DownloadKind[];
  /** The Excel route of the applied results, downloaded as the kind chosen; or give onDownload. */
  excelUrl?: string | null;
  onDownload?: (kind: DownloadKind) => void;
  children?: ReactNode;
}

/**
 * The controls every report shares (spec 3 §2.2): the date picker, Find (disabled until a
 * start date), the download selector ('Please select a value') and Download.
 */
export function ReportToolbar({
  dates,
  value,
  onChange,
  onFind,
  finding,
  dateRequired = true,
  hasResults,
  kinds = ['excel'],
  excelUrl,
  onDownload = (kind) => excelUrl && downloadFrom(reportFileUrl(excelUrl, kind)),
  children,
}: ReportToolbarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ kind?: DownloadKind }>();
  const labels: Record<DownloadKind, string> = { excel: t('Excel'), pdf: t('PDF') };

  const download = async () => {
    // Spec 3 §5: a download with nothing to download says so instead of an empty file.
    if (!hasResults) {
      void message.warning(t(REPORT_MESSAGES.noData));
      return;
    }
    // A missing choice shows 'Please select a value' under the selector.
    const values = await form.validateFields().catch(() => null);
    if (values?.kind) onDownload(values.kind);
  };

  return (
    <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
      {dates === 'range' && (
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          value={[value?.start ?? null, value?.end ?? null]}
          allowEmpty={[false, true]}
          onChange={(v) => onChange?.({ start: v?.[0] ?? null, end: v?.[1] ?? null })}
          placeholder={[t('Start date'), t('End date')]}
          data-testid="report-range"
        />
      )}
      {dates === 'single' && (
        <DatePicker
          format={DATE_FORMAT}
          value={value?.start ?? null}
          onChange={(d) => onChange?.({ start: d ?? null, end: d ?? null })}
          placeholder={t('Select date')}
          data-testid="report-date"
        />
      )}
      {children}
      {dates && (
        <Button
          type="primary"
          icon={<SearchOutlined />}
          disabled={dateRequired && !value?.start}
          loading={finding}
          onClick={onFind}
        >
          {t('Find')}
        </Button>
      )}
      <Form form={form} layout="inline" style={{ rowGap: 8 }}>
        <Form.Item
          name="kind"
          rules={[{ required: true, message: t(REPORT_MESSAGES.selectValue) }]}
          style={{ marginInlineEnd: 12 }}
        >
          <Select
            style={{ width: 200 }}
            placeholder={t('Select download type')}
            disabled={!hasResults}
            options={kinds.map((k) => ({ value: k, label: labels[k] }))}
            data-testid="report-download-kind"
          />
        </Form.Item>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('Download')}
        </Button>
      </Form>
    </Flex>
  );
}

import { useRef, useState } from 'react';
import { Button, Card, DatePicker, Empty, Flex, Statistic, Typography } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { Select } from '@/components/form-kit/select';
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import type ReactEChartsCore from 'echarts-for-react/lib/core';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_DURATIONS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TYPES,
  type Analytics,
  type AnalyticsDuration,
  type AnalyticsType,
} from '@cmis/shared';
import { ReportResults } from '@/components/report/report-results';
import { DATE_FORMAT, fileDate, formatDate, formatMonth, localName } from '@/lib/format';
import { InvalidChartData, useAnalytics } from '../api/get-analytics';
import { AnalyticsChart, type ChartBar } from './analytics-chart';
import {
  clearRange,
  durationDisabled,
  initialFilter,
  pickDuration,
  pickRange,
  requestOf,
  type AnalyticsFilter,
} from './analytics-filter';

type T = (key: string) => string;

/** The six report types (spec 3 §2.11, §7.2), titled in the user's language. */
export const typeTitles = (t: T): Record<AnalyticsType, string> => ({
  filled: t('Filled police stations (daily)'),
  'not-filled': t('Not filled police stations (daily)'),
  'two-plus': t('2-plus accused count'),
  preventive: t('Preventive action count'),
  surveillance: t('Surveillance count'),
  'app-users': t('App user count'),
});

const durationLabels = (t: T): Record<AnalyticsDuration, string> => ({
  today: t('Today'),
  month: t('Monthly'),
  'six-months': t('Six months'),
  year: t('One year'),
  all: t('All'),
});

/** Spec 3 §9: the chart as a JPEG at quality 0.95, twice the screen's resolution, on white. */
function downloadJpeg(chart: ReactEChartsCore | null, name: string) {
  const instance = chart?.getEchartsInstance();
  if (!instance) return;
  const canvas = instance.renderToCanvas({ pixelRatio: 2, backgroundColor: '#ffffff' });
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/jpeg', 0.95);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Role 4's analytical dashboard (spec 3 §2.11): a report type, a duration or a custom range,
 * a bar chart of the unit and its image. Loaded lazily, so only this view pulls in ECharts.
 */
export default function AnalyticsView() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<AnalyticsType>('filled');
  const [filter, setFilter] = useState<AnalyticsFilter>(initialFilter);
  const query = useAnalytics(requestOf(type, filter));
  const chartRef = useRef<ReactEChartsCore>(null);
  const titles = typeTitles(t);
  const durations = durationLabels(t);
  const title = titles[type];

  const barsOf = (d: Analytics): ChartBar[] =>
    d.bars.map((b) => ({
      value: b.value,
      label:
        d.bucket === 'station'
          ? localName(i18n.language, b.label, b.labelEn)
          : d.bucket === 'month'
            ? formatMonth(`${b.key}-01`)
            : formatDate(b.key),
    }));
  const rangeText = (d: Analytics) =>
    `${d.range.start ? formatDate(d.range.start) : t('From the beginning')} – ${formatDate(d.range.end)}`;
  const hasBars = query.data !== undefined && query.data.bars.some((b) => b.value > 0);

  return (
    <Card data-testid="analytics-view">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Select<AnalyticsType>
          value={type}
          onChange={setType}
          style={{ minWidth: 280 }}
          aria-label={t('Report type')}
          options={ANALYTICS_TYPES.map((v) => ({ value: v, label: titles[v] }))}
          data-testid="analytics-type"
        />
        <RadioGroup
          optionType="button"
          buttonStyle="solid"
          value={filter.duration}
          disabled={durationDisabled(filter)}
          onChange={(e) => setFilter((f) => pickDuration(f, e.target.value as AnalyticsDuration))}
          options={ANALYTICS_DURATIONS.map((d) => ({ value: d, label: durations[d] }))}
          data-testid="analytics-duration"
        />
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          allowClear={false}
          placeholder={[t('Start date'), t('End date')]}
          value={filter.range ? [filter.range.start, filter.range.end] : null}
          onChange={(v) => {
            if (v?.[0] && v[1]) setFilter(pickRange(v[0], v[1]));
          }}
          data-testid="analytics-range"
        />
        <Button
          icon={<ClearOutlined />}
          disabled={!filter.range}
          onClick={() => setFilter(clearRange())}
          data-testid="analytics-clear"
        >
          {t('Clear')}
        </Button>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!hasBars}
          onClick={() => downloadJpeg(chartRef.current, `${title}_${fileDate()}.jpeg`)}
          data-testid="analytics-download"
        >
          {t('Download image')}
        </Button>
      </Flex>
      {query.error instanceof InvalidChartData ? (
        <Empty description={t(ANALYTICS_MESSAGES.invalidFormat)} data-testid="analytics-invalid" />
      ) : (
        <ReportResults query={query} isEmpty={(d) => d.bars.every((b) => b.value === 0)}>
          {(d) => (
            <>
              <Flex gap={32} wrap style={{ marginBottom: 8 }}>
                <Statistic title={t('Total')} value={d.totalRecord} data-testid="analytics-total" />
                <Typography.Text type="secondary" style={{ alignSelf: 'end' }}>
                  {rangeText(d)}
                </Typography.Text>
              </Flex>
              <AnalyticsChart
                ref={chartRef}
                title={title}
                subtitle={rangeText(d)}
                bars={barsOf(d)}
              />
            </>
          )}
        </ReportResults>
      )}
    </Card>
  );
}

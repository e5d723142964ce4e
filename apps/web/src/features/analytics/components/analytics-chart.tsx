import { forwardRef, useMemo } from 'react';
import { theme } from 'antd';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts the dashboard draws, so the bundle carries no other chart (docs/architecture.md §2).
echarts.use([BarChart, GridComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

export interface ChartBar {
  label: string;
  value: number;
}

/** A bar chart with the title and subtitle drawn into it, so the downloaded image has them. */
export const AnalyticsChart = forwardRef<
  ReactEChartsCore,
  { title: string; subtitle: string; bars: ChartBar[] }
>(function AnalyticsChart({ title, subtitle, bars }, ref) {
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      textStyle: { fontFamily: token.fontFamily },
      title: {
        text: title,
        subtext: subtitle,
        left: 'center',
        textStyle: { fontFamily: token.fontFamily, fontSize: 16 },
        subtextStyle: { fontFamily: token.fontFamily },
      },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 16, right: 24, top: 72, bottom: 16, containLabel: true },
      xAxis: {
        type: 'category',
        data: bars.map((b) => b.label),
        axisLabel: { rotate: bars.length > 6 ? 45 : 0, hideOverlap: true },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          data: bars.map((b) => b.value),
          itemStyle: { color: token.colorPrimary },
          barMaxWidth: 48,
          label: { show: bars.length <= 31, position: 'top' },
        },
      ],
    }),
    [title, subtitle, bars, token.fontFamily, token.colorPrimary],
  );
  return (
    <ReactEChartsCore
      ref={ref}
      echarts={echarts}
      option={option}
      notMerge
      style={{ height: 440, width: '100%' }}
    />
  );
});

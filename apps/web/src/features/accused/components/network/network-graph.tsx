import { useMemo } from 'react';
import { theme } from 'antd';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { AccusedNetwork } from '@cmis/shared';
import { categoryOf, HOP_COLOURS } from './network-model';

// Only the graph series and what it needs (docs/architecture.md §2); loaded with the section.
echarts.use([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NetworkGraphProps {
  network: AccusedNetwork;
  /** A node's shown name. */
  nameOf: (key: string) => string;
  /** A link's tooltip lines (the shared crimes), already in the user's words. */
  crimeLinesOf: (source: string, target: string) => string[];
  categories: string[];
  onOpen: (accusedId: number) => void;
  label: string;
}

interface Clicked {
  dataType?: string;
  data?: { accusedId?: number | null };
}

/** Issue 20 §5: the accused in the centre, hop 1 and hop 2 around him, force layout. */
export default function NetworkGraph(props: NetworkGraphProps) {
  const { network, nameOf, crimeLinesOf, categories, onOpen, label } = props;
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      textStyle: { fontFamily: token.fontFamily },
      color: [...HOP_COLOURS],
      legend: { data: categories, bottom: 0 },
      tooltip: {
        confine: true,
        formatter: (p: {
          dataType: string;
          data: { source?: string; target?: string; id?: string };
        }) =>
          p.dataType === 'edge'
            ? [
                `${escape(nameOf(p.data.source ?? ''))} — ${escape(nameOf(p.data.target ?? ''))}`,
                ...crimeLinesOf(p.data.source ?? '', p.data.target ?? '').map(escape),
              ].join('<br/>')
            : escape(nameOf(p.data.id ?? '')),
      },
      series: [
        {
          type: 'graph',
          layout: 'force',
          roam: true,
          draggable: true,
          categories: categories.map((name) => ({ name })),
          force: { repulsion: 220, edgeLength: [60, 140], gravity: 0.08 },
          label: { show: network.nodes.length <= 40, position: 'right', fontSize: 11 },
          lineStyle: { color: '#8a94a6', width: 1.5, curveness: 0.1 },
          emphasis: { focus: 'adjacency', lineStyle: { width: 3 } },
          data: network.nodes.map((n) => ({
            id: n.key,
            name: nameOf(n.key),
            accusedId: n.accusedId,
            category: categoryOf(n),
            // The accused, the hub of every hop-1 link, settles in the centre.
            symbolSize: n.hop === 0 ? 34 : n.hop === 1 ? 20 : 14,
          })),
          links: network.links.map((l) => ({
            source: l.source,
            target: l.target,
            value: l.crimes.length,
            lineStyle: { width: Math.min(6, 1 + l.crimes.length) },
          })),
        },
      ],
    }),
    [network, nameOf, crimeLinesOf, categories, token.fontFamily],
  );
  const onEvents = useMemo(
    () => ({
      click: (p: Clicked) => {
        const id = p.dataType === 'node' ? p.data?.accusedId : null;
        if (typeof id === 'number') onOpen(id);
      },
    }),
    [onOpen],
  );
  return (
    <div role="img" aria-label={label} data-testid="network-graph">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        onEvents={onEvents}
        notMerge
        style={{ height: 460, width: '100%' }}
      />
    </div>
  );
}

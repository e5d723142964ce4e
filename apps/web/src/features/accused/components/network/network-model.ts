import type { AccusedNetwork, NetworkCrime, NetworkNode } from '@cmis/shared';

/** The colours of the accused, hop 1, hop 2 and a name listed on a crime (legend order). */
// Dark enough for white text on the table's tags (WCAG AA 4.5:1; the axe check).
export const HOP_COLOURS = ['#0d2a52', '#c0392b', '#a05a00', '#5d6b6c'] as const;

/** The legend category of a node: 0 the accused, 1 hop 1, 2 hop 2, 3 a name on a crime. */
export function categoryOf(node: NetworkNode): number {
  return node.kind === 'member' ? 3 : node.hop;
}

export interface NetworkRow {
  node: NetworkNode;
  /** The people it is linked to, nearer the accused first. */
  via: NetworkNode[];
  crimes: NetworkCrime[];
}

/** The list beside the graph: each person with whom he is linked through and the crimes shared. */
export function networkRows(network: AccusedNetwork): NetworkRow[] {
  const byKey = new Map(network.nodes.map((n) => [n.key, n]));
  return network.nodes
    .filter((n) => n.hop > 0)
    .map((node) => {
      const links = network.links.filter((l) => l.target === node.key);
      return {
        node,
        via: links.flatMap((l) => byKey.get(l.source) ?? []),
        crimes: links.flatMap((l) => l.crimes),
      };
    });
}

/** `12/2024 (Kothrud)` of a shared crime, the station in the given words. */
export function crimeLabel(crime: NetworkCrime, station: string): string {
  return `${crime.registerNumber}/${crime.registerYear} (${station})`;
}

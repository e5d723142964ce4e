import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NameMatch } from '@cmis/shared';

type Level = NameMatch['level'];

const COLORS: Record<Level, string> = {
  exact: 'green',
  prefix: 'cyan',
  transliterated: 'blue',
  phonetic: 'purple',
  fuzzy: 'orange',
};

/** "Sounds alike: जाधव": how a word of the search met the record's own word. */
function useMatchLabel(): (match: NameMatch) => string {
  const { t } = useTranslation();
  return ({ level, term }) => {
    switch (level) {
      case 'exact':
        return t('Exact: {{term}}', { term });
      case 'prefix':
        return t('Starts with: {{term}}', { term });
      case 'transliterated':
        return t('Other script / spelling: {{term}}', { term });
      case 'phonetic':
        return t('Sounds alike: {{term}}', { term });
      case 'fuzzy':
        return t('Close spelling: {{term}}', { term });
    }
  };
}

/**
 * Issue 16 §1: why a row matched a name search, one small tag per word of the search, so an
 * officer sees at a glance whether "Jadav" found Jadhav by sound or by another script.
 */
export function MatchTags({ match }: { match: readonly NameMatch[] | null | undefined }) {
  const { t } = useTranslation();
  const label = useMatchLabel();
  if (!match || match.length === 0) return null;
  const seen = new Set<string>();
  const shown = match.filter((m) => {
    const key = `${m.level}:${m.term}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Flex gap={4} wrap style={{ marginTop: 4 }} data-testid="match-tags">
      {shown.map((m) => (
        <Tooltip key={`${m.level}:${m.term}`} title={t('Why this record matched the search')}>
          <Tag
            color={COLORS[m.level]}
            bordered={false}
            style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}
            data-level={m.level}
          >
            {label(m)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

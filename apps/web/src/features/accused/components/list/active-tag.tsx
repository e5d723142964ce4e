import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccusedListItem } from '@cmis/shared';

/** Green Active, red Inactive (spec 2 §2.2); a click opens the reason modal. */
export function ActiveTag({ row, onClick }: { row: AccusedListItem; onClick: () => void }) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={row.active ? 'green' : 'red'}
      role="button"
      tabIndex={0}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onClick();
        }
      }}
      style={{ cursor: 'pointer', marginInlineEnd: 0 }}
      data-testid={`active-tag-${row.id}`}
    >
      {row.active ? t('Active') : t('Inactive')}
    </Tag>
  );
  return row.activeReason ? <Tooltip title={row.activeReason}>{tag}</Tooltip> : tag;
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BREACH_KIND_LABELS, type BreachKind } from '@cmis/shared';

export function BreachKindTag({ kind }: { kind: BreachKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={kind === 'sighting' ? 'volcano' : 'geekblue'}>{t(BREACH_KIND_LABELS[kind])}</Tag>
  );
}

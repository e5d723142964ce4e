import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A drawer's close button the size of a thumb (issue 20: 44 × 44 px at least), given as the
 * drawer's `extra` with `closable={false}`: antd's own close button is fixed at 22 px.
 */
export function DrawerClose({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<CloseOutlined style={{ fontSize: 18 }} />}
      onClick={onClose}
      aria-label={t('Close')}
      data-testid="field-drawer-close"
      style={{ width: 44, height: 44 }}
    />
  );
}

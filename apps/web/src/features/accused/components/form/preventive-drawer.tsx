import { useState } from 'react';
import { Button, Drawer, Flex, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Preventive } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { useAccusedDetail } from '../../api/get-accused-detail';
import { ENTRY_DRAWER_WIDTH } from './entry-drawer';
import { PreventiveFormDrawer } from './preventive-form-drawer';
import { PreventiveTable } from './preventive-table';

interface PreventiveDrawerProps {
  open: boolean;
  accusedId: number;
  onClose: () => void;
}

/**
 * Spec 2 §2.3, §3.4: the preventive actions of a saved accused, with Add and Update opening
 * a nested form drawer. Usable from the accused wizard and from the list's row action.
 */
export function PreventiveDrawer({ open, accusedId, onClose }: PreventiveDrawerProps) {
  const { t } = useTranslation();
  const detail = useAccusedDetail(open ? accusedId : undefined);
  // undefined: the form is closed; null: adding; a row: changing it.
  const [editing, setEditing] = useState<Preventive | null | undefined>(undefined);
  const canEdit = detail.data?.canEdit ?? false;

  return (
    <Drawer
      title={
        detail.data
          ? t('Preventive action: {{name}}', { name: detail.data.basic.name })
          : t('Preventive action')
      }
      placement="right"
      // Spec 2 §9 gives no width: the preventive drawers match the crime and arrest ones.
      width={ENTRY_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="preventive-add"
          >
            {t('Add preventive action')}
          </Button>
        )
      }
    >
      {detail.isError ? (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <PreventiveTable
          rows={detail.data.preventiveActions}
          {...(canEdit ? { onEdit: setEditing } : {})}
        />
      )}
      {editing !== undefined && (
        <PreventiveFormDrawer
          accusedId={accusedId}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's right-hand form drawer: 720 wide (spec 1 §9) with Cancel and Save or Update. */
export function FormDrawer({
  title,
  open,
  saving,
  onClose,
  onSave,
  saveLabel,
  saveTestId,
  children,
}: {
  title: ReactNode;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  /** Already translated; Save by default. */
  saveLabel?: string;
  saveTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={title}
      placement="right"
      width={720}
      open={open}
      onClose={onClose}
      maskClosable={!saving}
      // Closing unmounts the form, which also stops an upload still running.
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            {t('Cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid={saveTestId}>
            {saveLabel ?? t('Save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}

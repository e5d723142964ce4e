import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 2 §9: the crime, arrest and preventive drawers are 800 wide. */
export const ENTRY_DRAWER_WIDTH = 800;

interface EntryDrawerProps {
  title: ReactNode;
  open: boolean;
  /** A save is running: Cancel and the close button wait for it. */
  pending: boolean;
  /** Saved: the drawer closes by itself; Save stays off, the officer may close sooner. */
  done?: boolean;
  /** Changing a saved entry: the button says Update. */
  updating: boolean;
  onSave: () => void;
  onClose: () => void;
  saveTestId: string;
  width?: number;
  children: ReactNode;
}

/**
 * The shell of the accused form's entry drawers (crime, arrest, preventive action): Cancel
 * and Save or Update. Only Cancel and the close button close a form (see accused-drawer.tsx):
 * a stray click beside it or an Escape meant for a date picker must not lose what was typed.
 */
export function EntryDrawer({
  title,
  open,
  pending,
  done = false,
  updating,
  onSave,
  onClose,
  saveTestId,
  width = ENTRY_DRAWER_WIDTH,
  children,
}: EntryDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={title}
      placement="right"
      width={width}
      open={open}
      onClose={() => !pending && onClose()}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button
            type="primary"
            loading={pending}
            disabled={done}
            onClick={onSave}
            data-testid={saveTestId}
          >
            {updating ? t('Update') : t('Save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}

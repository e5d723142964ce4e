import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The spec's right-hand form drawer: 720 wide by default (spec 1 §9) with Cancel and Save or
 * Update (architecture rule 12). While saving, Cancel, the mask and Esc do not close it.
 */
export function FormDrawer({
  title,
  open,
  saving,
  onClose,
  onSave,
  saveLabel,
  saveTestId,
  saveDisabled,
  cancelLabel,
  hideSave,
  width = 720,
  maskClosable,
  keyboard,
  extra,
  footer,
  afterOpenChange,
  testId,
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
  saveDisabled?: boolean;
  /** Already translated; Cancel by default (e.g. Close once a result shows). */
  cancelLabel?: string;
  /** No Save button (e.g. once the result shows). */
  hideSave?: boolean;
  width?: number;
  /** A click on the mask closes the drawer (not while saving); false for long forms. */
  maskClosable?: boolean;
  /** Esc closes the drawer; false for long forms. */
  keyboard?: boolean;
  /** The header's extra actions. */
  extra?: ReactNode;
  /** Replaces the Cancel / Save footer. */
  footer?: ReactNode;
  afterOpenChange?: (open: boolean) => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Drawer
      title={title}
      placement="right"
      width={width}
      open={open}
      onClose={close}
      maskClosable={(maskClosable ?? true) && !saving}
      keyboard={keyboard}
      extra={extra}
      afterOpenChange={afterOpenChange}
      data-testid={testId}
      // Closing unmounts the form, which also stops an upload still running.
      destroyOnHidden
      footer={
        footer ?? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose} disabled={saving}>
              {cancelLabel ?? t('Cancel')}
            </Button>
            {!hideSave && (
              <Button
                type="primary"
                loading={saving}
                disabled={saveDisabled}
                onClick={onSave}
                data-testid={saveTestId}
              >
                {saveLabel ?? t('Save')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {children}
    </Drawer>
  );
}

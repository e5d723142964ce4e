import { App, Form, Input, Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';

/** A reason kept on the record and in the audit log: up to 500 characters. */
export const REASON_MAX_LENGTH = 500;

type ReasonModalProps = Omit<ModalProps, 'onOk' | 'confirmLoading'> & {
  pending: boolean;
  onClose: () => void;
  /** Saves with the trimmed reason; a failure's message is shown and the modal stays. */
  onSave: (reason: string) => Promise<unknown>;
  formName: string;
  label: string;
  /** The message (key) when the reason is empty. */
  requiredMessage: string;
  placeholder?: string;
  testId: string;
  autoFocus?: boolean;
};

/** A confirmation that asks for the one required reason before it saves (issue 16, spec 2 §2.2). */
export function ReasonModal({
  pending,
  onClose,
  onSave,
  formName,
  label,
  requiredMessage,
  placeholder,
  testId,
  autoFocus,
  children,
  ...modal
}: ReasonModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();

  const confirm = async () => {
    const { reason } = await form.validateFields();
    try {
      await onSave(reason.trim());
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  return (
    <Modal
      cancelText={t('Cancel')}
      confirmLoading={pending}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      {...modal}
    >
      {children}
      <Form form={form} layout="vertical" name={formName} requiredMark>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: t(requiredMessage) }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            autoFocus={autoFocus}
            placeholder={placeholder}
            data-testid={testId}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCUSED_MESSAGES, MESSAGES, type AccusedListItem } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useSetAccusedActive } from '../../api/set-accused-active';

const REASON_MAX_LENGTH = 500;

interface ActiveReasonModalProps {
  /** The record whose tag was clicked; the modal is open while it is set. */
  row: AccusedListItem | null;
  onClose: () => void;
}

/**
 * Spec 2 §2.2: marking a record active or inactive needs a reason, which is kept on the
 * record and in the audit log.
 */
export function ActiveReasonModal({ row, onClose }: ActiveReasonModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const setActive = useSetAccusedActive();
  const next = row ? !row.active : true;

  const confirm = async () => {
    if (!row) return;
    const { reason } = await form.validateFields();
    try {
      await setActive.mutateAsync({ id: row.id, active: next, reason: reason.trim() });
      void message.success(t(ACCUSED_MESSAGES.updated));
      onClose();
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  return (
    <Modal
      open={row !== null}
      title={
        next
          ? t('Mark {{name}} active', { name: row?.name ?? '' })
          : t('Mark {{name}} inactive', { name: row?.name ?? '' })
      }
      okText={next ? t('Mark active') : t('Mark inactive')}
      okButtonProps={{ danger: !next }}
      cancelText={t('Cancel')}
      confirmLoading={setActive.isPending}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={480}
    >
      {row && !row.active && row.activeReason && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('Marked inactive because: {{reason}}', { reason: row.activeReason })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="active-reason" requiredMark>
        <Form.Item
          name="reason"
          label={t('Reason')}
          rules={[
            { required: true, whitespace: true, message: t(ACCUSED_MESSAGES.reasonRequired) },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            autoFocus
            data-testid="active-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

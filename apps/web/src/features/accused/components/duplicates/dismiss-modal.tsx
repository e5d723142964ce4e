import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MESSAGES, MESSAGES, type DuplicatePair } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useDismissPair } from '../../api/dismiss-pair';

const REASON_MAX_LENGTH = 500;

/** "Not the same person": the pair is not offered again; the reason goes to the audit log. */
export function DismissModal({
  pair,
  onClose,
}: {
  pair: DuplicatePair | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const dismiss = useDismissPair();

  const confirm = async () => {
    if (!pair) return;
    const { reason } = await form.validateFields();
    try {
      await dismiss.mutateAsync({ id: pair.id, reason: reason.trim() });
      void message.success(t(DUPLICATE_MESSAGES.dismissed));
      onClose();
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  return (
    <Modal
      open={pair !== null}
      title={t('Not the same person')}
      okText={t('Mark as different persons')}
      cancelText={t('Cancel')}
      confirmLoading={dismiss.isPending}
      okButtonProps={{ ...{ 'data-testid': 'dismiss-confirm' } }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={520}
    >
      {pair && (
        <Typography.Paragraph>
          {t('{{first}} and {{second}} will no longer be shown as possible duplicates.', {
            first: `${pair.low.name} (${pair.low.id})`,
            second: `${pair.high.name} (${pair.high.id})`,
          })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="dismiss-pair" requiredMark>
        <Form.Item
          name="reason"
          label={t('Reason')}
          rules={[
            { required: true, whitespace: true, message: t(DUPLICATE_MESSAGES.reasonRequired) },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            autoFocus
            placeholder={t(
              'For example: different father’s name and village, checked with the photo',
            )}
            data-testid="dismiss-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCUSED_MESSAGES, type AccusedListItem } from '@cmis/shared';
import { useSetAccusedActive } from '../../api/set-accused-active';
import { ReasonModal } from '../reason-modal';

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
  const setActive = useSetAccusedActive();
  const next = row ? !row.active : true;

  const save = async (reason: string) => {
    if (!row) return;
    await setActive.mutateAsync({ id: row.id, active: next, reason });
    void message.success(t(ACCUSED_MESSAGES.updated));
    onClose();
  };

  return (
    <ReasonModal
      open={row !== null}
      title={
        next
          ? t('Mark {{name}} active', { name: row?.name ?? '' })
          : t('Mark {{name}} inactive', { name: row?.name ?? '' })
      }
      okText={next ? t('Mark active') : t('Mark inactive')}
      okButtonProps={{ danger: !next }}
      pending={setActive.isPending}
      onSave={save}
      onClose={onClose}
      width={480}
      formName="active-reason"
      label={t('Reason')}
      requiredMessage={ACCUSED_MESSAGES.reasonRequired}
      autoFocus
      testId="active-reason"
    >
      {row && !row.active && row.activeReason && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('Marked inactive because: {{reason}}', { reason: row.activeReason })}
        </Typography.Paragraph>
      )}
    </ReasonModal>
  );
}

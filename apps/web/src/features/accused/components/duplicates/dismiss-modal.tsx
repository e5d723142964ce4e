import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MESSAGES, type DuplicatePair } from '@cmis/shared';
import { useDismissPair } from '../../api/dismiss-pair';
import { ReasonModal } from '../reason-modal';

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
  const dismiss = useDismissPair();

  const save = async (reason: string) => {
    if (!pair) return;
    await dismiss.mutateAsync({ id: pair.id, reason });
    void message.success(t(DUPLICATE_MESSAGES.dismissed));
    onClose();
  };

  return (
    <ReasonModal
      open={pair !== null}
      title={t('Not the same person')}
      okText={t('Mark as different persons')}
      pending={dismiss.isPending}
      okButtonProps={{ ...{ 'data-testid': 'dismiss-confirm' } }}
      onSave={save}
      onClose={onClose}
      width={520}
      formName="dismiss-pair"
      label={t('Reason')}
      requiredMessage={DUPLICATE_MESSAGES.reasonRequired}
      autoFocus
      placeholder={t('For example: different father’s name and village, checked with the photo')}
      testId="dismiss-reason"
    >
      {pair && (
        <Typography.Paragraph>
          {t('{{first}} and {{second}} will no longer be shown as possible duplicates.', {
            first: `${pair.low.name} (${pair.low.id})`,
            second: `${pair.high.name} (${pair.high.id})`,
          })}
        </Typography.Paragraph>
      )}
    </ReasonModal>
  );
}

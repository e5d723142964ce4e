import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StepIndex } from './wizard-state';
import type { AccusedWizard } from './use-accused-wizard';

/**
 * Spec 2 §4: Cancel, Previous and Next between the steps, then Done (create mode, last step)
 * or Update (edit mode, any step; not offered on a record the officer may only read).
 */
export function WizardFooter({ wizard }: { wizard: AccusedWizard }) {
  const { t } = useTranslation();
  const { step, editing, record, saving, finished, gate } = wizard;
  return (
    <Flex justify="space-between" gap={8}>
      <Button onClick={wizard.close} disabled={saving && !finished}>
        {t('Cancel')}
      </Button>
      <Flex gap={8}>
        {step > 0 && (
          <Button
            onClick={() => wizard.show((step - 1) as StepIndex)}
            disabled={saving}
            data-testid="wizard-previous"
          >
            {t('Previous')}
          </Button>
        )}
        {step < 2 && (
          <Button
            type={editing ? 'default' : 'primary'}
            onClick={() => void wizard.goTo((step + 1) as StepIndex)}
            loading={gate.checking && step === 0}
            disabled={saving || (editing && !record)}
            data-testid="wizard-next"
          >
            {t('Next')}
          </Button>
        )}
        {editing
          ? !wizard.readOnly && (
              <Button
                type="primary"
                loading={wizard.updating || gate.checking}
                disabled={finished || !record}
                onClick={() => void wizard.update()}
                data-testid="wizard-update"
              >
                {t('Update')}
              </Button>
            )
          : step === 2 && (
              <Button
                type="primary"
                loading={wizard.creating || gate.checking}
                disabled={finished}
                onClick={() => void wizard.done()}
                data-testid="wizard-done"
              >
                {t('Done')}
              </Button>
            )}
      </Flex>
    </Flex>
  );
}

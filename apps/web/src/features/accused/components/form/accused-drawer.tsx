import { useState } from 'react';
import { Alert, Divider, Flex, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/components/form-drawer';
import { LoadFailure } from '@/components/load-failure';
import { DuplicatePanel } from '../duplicates/duplicate-panel';
import { ArrestDrawer } from './arrest-drawer';
import { BasicForm } from './basic-form';
import { CrimeDrawer } from './crime-drawer';
import { CrimesStep } from './crimes-step';
import { FindAccused } from './find-accused';
import { OtherInfoForm } from './other-info-form';
import { PreventiveDrawer } from './preventive-drawer';
import { useAccusedWizard, type AccusedWizardOptions } from './use-accused-wizard';
import { WizardFooter } from './wizard-footer';
import type { StepIndex } from './wizard-state';

/** Spec 2 §9: the accused drawer is 900 wide. */
export const ACCUSED_DRAWER_WIDTH = 900;

export interface AccusedDrawerProps extends AccusedWizardOptions {
  open: boolean;
  /** Create mode: the officer found the person already recorded by his station. */
  onAddCrimeTo?: (id: number) => void;
}

/**
 * Spec 2 §2.3: the three-step accused drawer. Each opening gets a new wizard, so closing
 * clears everything typed and the next opening starts again at step 1 (spec 2 §4).
 */
export function AccusedDrawer(props: AccusedDrawerProps) {
  const [generation, setGeneration] = useState(0);
  return <AccusedWizard key={generation} {...props} onClosed={() => setGeneration((g) => g + 1)} />;
}

function AccusedWizard({
  open,
  onAddCrimeTo,
  onClosed,
  ...options
}: AccusedDrawerProps & { onClosed: () => void }) {
  const { t } = useTranslation();
  const wizard = useAccusedWizard(options);
  const { step, editing, editId, record, detail, ready, readOnly, basic, other } = wizard;
  const shown = (index: StepIndex) => ({ display: step === index ? 'block' : 'none' });

  return (
    <FormDrawer
      title={wizard.title}
      width={ACCUSED_DRAWER_WIDTH}
      // A stray click beside the drawer or an Escape meant for a date picker must not throw
      // away a half-entered record: only Cancel and the close button close it.
      maskClosable={false}
      keyboard={false}
      open={open}
      // Once saved, the drawer may be closed before it closes by itself.
      saving={wizard.saving && !wizard.finished}
      onClose={wizard.close}
      // The footer has the wizard's own buttons.
      onSave={() => undefined}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
      footer={<WizardFooter wizard={wizard} />}
      testId="accused-drawer"
    >
      <div ref={wizard.top} />
      <Steps
        current={step}
        onChange={(next) => void wizard.goTo(next as StepIndex)}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { title: t('Accused details') },
          { title: t('Crime details'), disabled: !ready },
          { title: t('Other information'), disabled: !ready },
        ]}
        data-testid="wizard-steps"
      />
      {readOnly && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('Only the police station that entered this record can change it.')}
        />
      )}
      {editing && detail.isError && (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {editing && detail.isPending && (
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin />
        </Flex>
      )}
      {ready && (
        <>
          <div style={shown(0)}>
            <DuplicatePanel gate={wizard.gate} onAddCrime={editing ? undefined : onAddCrimeTo} />
            {!editing && (
              <FindAccused
                user={wizard.user}
                adding={wizard.adding}
                onAddNew={() => wizard.setAdding(true)}
              />
            )}
            <div style={{ display: wizard.adding ? 'block' : 'none' }} data-testid="basic-section">
              {!editing && (
                <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>
                  {t('Accused details')}
                </Divider>
              )}
              <BasicForm
                form={basic.form}
                initialValues={basic.initialValues}
                itemProps={basic.errors.itemProps}
                onFieldsChange={basic.errors.clear}
              />
            </div>
          </div>
          <div style={shown(1)}>
            <CrimesStep
              saved={editing}
              crimes={wizard.crimes}
              arrestCounts={wizard.arrestCounts}
              error={wizard.crimesError}
              onAdd={() => wizard.setCrimeDrawer({ editing: null })}
              onEdit={(crime) => wizard.setCrimeDrawer({ editing: crime })}
              onRemove={wizard.removeCrime}
              onArrest={wizard.setArrestCrime}
              {...(editing && !readOnly
                ? { onPreventive: () => wizard.setPreventiveOpen(true) }
                : {})}
            />
          </div>
          <div style={shown(2)}>
            <OtherInfoForm
              form={other.form}
              initialValues={other.initialValues}
              itemProps={other.errors.itemProps}
              onFieldsChange={other.errors.clear}
            />
          </div>
        </>
      )}

      {/* Opened with the drawer ("Add crime to this person"): it waits for the record. */}
      {wizard.crimeDrawer && ready && (
        <CrimeDrawer
          open
          editing={wizard.crimeDrawer.editing}
          headingIds={wizard.headingIds}
          {...(wizard.crimeDrawer.errors ? { initialErrors: wizard.crimeDrawer.errors } : {})}
          user={wizard.user}
          onSave={wizard.saveCrime}
          onClose={() => wizard.setCrimeDrawer(null)}
        />
      )}
      {wizard.arrestCrime && (
        <ArrestDrawer
          open
          crime={wizard.arrestCrime}
          arrests={(record?.arrests ?? []).filter((a) => a.crimeId === wizard.arrestCrime?.id)}
          onClose={() => wizard.setArrestCrime(null)}
        />
      )}
      {editId !== undefined && (
        <PreventiveDrawer
          open={wizard.preventiveOpen}
          accusedId={editId}
          onClose={() => wizard.setPreventiveOpen(false)}
        />
      )}
    </FormDrawer>
  );
}

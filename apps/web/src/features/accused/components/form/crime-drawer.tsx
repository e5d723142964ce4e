import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_ID, type SessionUser } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { ActSectionPicker } from './act-section-picker';
import { CoAccusedFields } from './co-accused-fields';
import { CrimeRegisterFields } from './crime-register-fields';
import { crimeValuesFrom, type CrimeFormValues } from './crime-state';
import { ENTRY_DRAWER } from './entry-drawer';
import { useCrimeForm } from './use-crime-form';
import type { CrimeDraft } from './wizard-state';
import { FormWithErrors } from '@/components/form-kit/field-item';

interface CrimeDrawerProps {
  open: boolean;
  /** The crime being changed, or null to add one. */
  editing: CrimeDraft | null;
  /** The accused's headings (crime types): their titles are offered first. */
  headingIds: readonly number[];
  /** Server errors of this crime from a failed Done, to show at once. */
  initialErrors?: Record<string, string>;
  user: SessionUser;
  /** Keeps the crime (create mode) or saves it (edit mode); throws the server's refusal. */
  onSave: (draft: CrimeDraft) => Promise<void>;
  onClose: () => void;
}

/**
 * Spec 2 §2.3, §3.2, §4, §5.2: one crime with its act/section pairs and co-accused. The
 * wizard mounts a fresh drawer for each opening, so nothing typed outlives a close.
 */
export function CrimeDrawer({
  open,
  editing,
  headingIds,
  initialErrors,
  user,
  onSave,
  onClose,
}: CrimeDrawerProps) {
  const { t } = useTranslation();
  const crime = useCrimeForm({ editing, initialErrors, onSave });
  const { itemProps } = crime.errors;

  return (
    <FormDrawer
      {...ENTRY_DRAWER}
      title={editing ? t('Update crime') : t('Add crime')}
      open={open}
      saving={crime.saving}
      saveLabel={editing ? t('Update') : t('Save')}
      onSave={() => void crime.save()}
      onClose={onClose}
      saveTestId="crime-save"
    >
      <FormWithErrors<CrimeFormValues>
        itemProps={itemProps}
        form={crime.form}
        name="crime"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? crimeValuesFrom(editing)
            : {
                stateId: STATE_ID,
                cityId: user.cityId ?? undefined,
                stationId: user.stationId ?? undefined,
              }
        }
        onValuesChange={(changed: CrimeFormValues) => crime.errors.clear(Object.keys(changed))}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('Where the crime is registered')}
        </Typography.Title>
        <CrimeRegisterFields
          headingIds={headingIds}
          titles={crime.titles}
          onRegisterYear={crime.onRegisterYear}
        />
        <ActSectionPicker picker={crime.picker} />
        <CoAccusedFields coAccused={crime.coAccused} />
      </FormWithErrors>
    </FormDrawer>
  );
}

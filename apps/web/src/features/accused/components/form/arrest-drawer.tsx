import { Button, Descriptions, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Arrest } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { localName } from '@/lib/format';
import { ArrestFields } from './arrest-fields';
import type { ArrestFormValues } from './arrest-state';
import { ArrestTable } from './arrest-table';
import { ENTRY_DRAWER } from './entry-drawer';
import { NEW_ARREST, useArrestForm } from './use-arrest-form';
import type { CrimeDraft } from './wizard-state';
import { FormWithErrors } from '@/components/form-kit/field-item';

interface ArrestDrawerProps {
  open: boolean;
  /** A saved crime (arrests are added to saved crimes only). */
  crime: CrimeDraft & { id: number };
  /** The crime's arrests so far, newest data from the record. */
  arrests: readonly Arrest[];
  onClose: () => void;
}

/**
 * Spec 2 §2.3, §3.3, §4, §5.3: the arrests of one crime, and a form that adds one or
 * changes one of them. The wizard mounts a fresh drawer for each opening.
 */
export function ArrestDrawer({ open, crime, arrests, onClose }: ArrestDrawerProps) {
  const { t, i18n } = useTranslation();
  const arrest = useArrestForm(crime.id, onClose);
  const { editing, edit } = arrest;
  // After a save the drawer closes by itself; the officer may close it sooner.
  const saving = arrest.pending || arrest.done;

  return (
    <FormDrawer
      {...ENTRY_DRAWER}
      title={t('Arrest')}
      open={open}
      saving={arrest.pending}
      saveDisabled={arrest.done}
      saveLabel={editing ? t('Update') : t('Save')}
      onSave={() => void arrest.save()}
      onClose={onClose}
      saveTestId="arrest-save"
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'register',
            label: t('Crime register number'),
            children: `${crime.input.registerNumber}/${crime.input.registerYear}`,
          },
          {
            key: 'title',
            label: t('Crime title'),
            children: localName(i18n.language, crime.title.mr, crime.title.en),
          },
        ]}
      />
      <ArrestTable arrests={arrests} editingId={editing?.id} onEdit={edit} disabled={saving} />
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {editing ? t('Update arrest') : t('New arrest')}
        </Typography.Title>
        {editing && (
          <Button icon={<PlusOutlined />} onClick={() => edit(null)} disabled={saving}>
            {t('New arrest')}
          </Button>
        )}
      </Flex>
      <FormWithErrors<ArrestFormValues>
        itemProps={arrest.errors.itemProps}
        form={arrest.form}
        name="arrest"
        layout="vertical"
        noValidate
        initialValues={NEW_ARREST}
        onValuesChange={(changed: ArrestFormValues) => {
          arrest.errors.clear(
            Object.keys(changed).map((key) => (key === 'photos' ? 'photoIds' : key)),
          );
          if ('aadhaar' in changed) arrest.clearHolders();
        }}
      >
        <ArrestFields
          editing={editing}
          holders={arrest.holders}
          checking={arrest.checking}
          onArrestedAt={arrest.onArrestedAt}
          onAadhaarBlur={arrest.onAadhaarBlur}
        />
      </FormWithErrors>
    </FormDrawer>
  );
}

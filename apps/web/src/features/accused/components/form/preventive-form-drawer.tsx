import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PREVENTIVE_MESSAGES,
  preventiveInputSchema,
  type Preventive,
  type PreventiveInput,
} from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useAddPreventive } from '../../api/add-preventive';
import { useUpdatePreventive } from '../../api/update-preventive';
import { ENTRY_DRAWER } from './entry-drawer';
import { PreventiveFields } from './preventive-fields';
import {
  PREVENTIVE_FIELDS,
  preventiveInputFrom,
  preventiveValuesFrom,
  type PreventiveFormValues,
} from './preventive-state';
import { useCloseAfterSave } from './save-flow';
import { FormWithErrors } from '@/components/form-kit/field-item';

/** Spec 2 §4: the drawer closes 2000 ms after a save. */
export const PREVENTIVE_CLOSE_DELAY_MS = 2000;

interface PreventiveFormDrawerProps {
  accusedId: number;
  editing: Preventive | null;
  onClose: () => void;
}

/** Spec 2 §3.4, §4, §5.4: add or change one preventive action. */
export function PreventiveFormDrawer({ accusedId, editing, onClose }: PreventiveFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PreventiveFormValues>();
  const addPreventive = useAddPreventive();
  const updatePreventive = useUpdatePreventive();
  const closing = useCloseAfterSave(onClose, PREVENTIVE_CLOSE_DELAY_MS);
  const pending = addPreventive.isPending || updatePreventive.isPending;
  const errors = useFormSubmit({
    schema: preventiveInputSchema,
    fields: PREVENTIVE_FIELDS,
    save: (input: PreventiveInput) =>
      editing
        ? updatePreventive.mutateAsync({ id: editing.id, input })
        : addPreventive.mutateAsync({ accusedId, input }),
    success: PREVENTIVE_MESSAGES.saved,
    onDone: closing.finish,
  });
  const save = () =>
    errors.submit(preventiveInputFrom(form.getFieldsValue(true) as PreventiveFormValues));

  return (
    <FormDrawer
      {...ENTRY_DRAWER}
      width={ENTRY_DRAWER.width - 80}
      title={editing ? t('Update preventive action') : t('Add preventive action')}
      open
      saving={pending}
      saveDisabled={closing.done}
      saveLabel={editing ? t('Update') : t('Save')}
      onSave={() => void save()}
      onClose={onClose}
      saveTestId="preventive-save"
    >
      <FormWithErrors<PreventiveFormValues>
        itemProps={errors.itemProps}
        form={form}
        name="preventive"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? preventiveValuesFrom(editing, t('Order file'))
            : { externmentCityIds: [], externmentStationIds: [], orderFile: [] }
        }
        onValuesChange={(changed: PreventiveFormValues) =>
          errors.clear(
            Object.keys(changed).map((key) => (key === 'orderFile' ? 'orderFileId' : key)),
          )
        }
      >
        <PreventiveFields />
      </FormWithErrors>
    </FormDrawer>
  );
}

import { useState, type FormEvent } from 'react';
import { normaliseError, useConfig } from '@school/shared/api';
import type { Student } from '@school/shared/schemas';
import { Button, FormError, Modal, Select, TextArea, TextInput, toast, useConfirmedClose, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { reportClientError, useUpdateStudent } from '../api/student-queries';
import { profileChanges, profileFormValues, type ProfileFormValues } from '../model/profile-form';
import styles from './student-page.module.css';

/**
 * Bio, preferred lesson time, program and learner portrait. A failed save keeps the input, shows the
 * status with a retry and is reported; closing or leaving the page with unsaved input asks first.
 */
export function EditProfileModal({ student, onClose }: { student: Student; onClose: () => void }) {
  const { data: config } = useConfig();
  const fields = config?.linguoPortraitFields ?? [];
  const [initial] = useState<ProfileFormValues>(() => profileFormValues(student, fields));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const update = useUpdateStudent();
  const changes = profileChanges(student.id, initial, values);
  const unsaved = useUnsavedChanges(changes !== null);
  const { requestClose, dialog } = useConfirmedClose(changes !== null, onClose);

  const save = () => {
    if (!changes) return;
    update
      .mutateAsync(changes)
      .then(() => {
        toast.success(texts.editProfile.saved);
        unsaved.release();
        onClose();
      })
      .catch((error: unknown) => {
        void reportClientError(error, texts.editProfile.reportMessage, {
          studentId: student.id,
          fields: Object.keys(changes).filter((k) => k !== 'studentId'),
        });
      });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const formId = `edit-student-${student.id}`;
  return (
    <Modal
      title={texts.editProfile.title}
      onClose={requestClose}
      width={640}
      fullWidthOnNarrow
      testId="edit-profile-modal"
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!changes} loading={update.isPending}>
            {texts.editProfile.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextArea label={texts.editProfile.bio} value={values.bio} onChange={(bio) => setValues((v) => ({ ...v, bio }))} rows={4} maxLength={5000} />
        <TextInput
          label={texts.editProfile.preferredTime}
          value={values.preferredLessonsTime}
          onChange={(preferredLessonsTime) => setValues((v) => ({ ...v, preferredLessonsTime }))}
          maxLength={500}
        />
        <Select
          label={texts.editProfile.program}
          value={values.programId}
          onChange={(programId) => setValues((v) => ({ ...v, programId }))}
          placeholder={texts.editProfile.noProgram}
          options={student.availablePrograms.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        {fields.length > 0 && (
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend className="sc-field__label" style={{ marginBottom: 8 }}>
              {texts.editProfile.portrait}
            </legend>
            <div className={styles.portraitGrid}>
              {fields.map((field) => (
                <Select
                  key={field.key}
                  label={field.name}
                  value={values.linguoPortrait[field.key] ?? ''}
                  onChange={(value) => setValues((v) => ({ ...v, linguoPortrait: { ...v.linguoPortrait, [field.key]: value } }))}
                  placeholder={texts.editProfile.portraitEmpty}
                  options={field.values.map((value) => ({ value, label: value }))}
                />
              ))}
            </div>
          </fieldset>
        )}
        {update.isError && (
          <FormError
            message={texts.editProfile.failed(normaliseError(update.error).status)}
            testId="edit-profile-error"
            onRetry={changes ? save : undefined}
            busy={update.isPending}
          />
        )}
      </form>
      {dialog}
    </Modal>
  );
}

import { useState } from 'react';
import { normaliseError, useConfig } from '@school/shared/api';
import type { Student } from '@school/shared/schemas';
import { validationTexts } from '@school/shared/texts';
import { Button, Modal, Select, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useUpdateStudent } from '../api/student-queries';

/** The activate button (selling teachers, students without activatedAt) and its confirmation with the plan choice. */
export function ActivateStudent({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [planId, setPlanId] = useState(student.subscriptionPlanId ?? '');
  const [tried, setTried] = useState(false);
  const { data: config } = useConfig();
  const update = useUpdateStudent();

  const planError = tried && !planId ? validationTexts.planRequired : (normaliseError(update.error).fieldErrors.subscriptionPlanId ?? null);
  const failed = update.isError && !normaliseError(update.error).fieldErrors.subscriptionPlanId;

  const confirm = () => {
    setTried(true);
    if (!planId) return;
    // Promise handlers run even after the activated student's page drops this button.
    update
      .mutateAsync({ studentId: student.id, activatedAt: new Date().toISOString(), subscriptionPlanId: planId })
      .then(() => {
        toast.success(texts.activation.success);
        setOpen(false);
      })
      .catch((error: unknown) => {
        if (!normaliseError(error).fieldErrors.subscriptionPlanId) toast.error(texts.activation.failure);
      });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.activation.button}</Button>
      {open && (
        <Modal
          title={texts.activation.title}
          onClose={() => setOpen(false)}
          testId="activate-student-modal"
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {texts.cancel}
              </Button>
              <Button onClick={confirm} loading={update.isPending}>
                {texts.activation.confirm}
              </Button>
            </>
          }
        >
          <p>{texts.activation.text(`${student.firstName} ${student.lastName}`)}</p>
          <Select
            label={texts.activation.plan}
            value={planId}
            onChange={setPlanId}
            placeholder={texts.activation.planPlaceholder}
            options={(config?.subscriptionPlans ?? []).map((p) => ({ value: p.id, label: p.name }))}
            error={planError}
            required
          />
          {failed && (
            <p className="sc-form-error" role="alert">
              {texts.activation.failure}
            </p>
          )}
        </Modal>
      )}
    </>
  );
}

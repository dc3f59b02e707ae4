import { useState, type FormEvent } from 'react';
import { errorMessage, useCurrentUser } from '@school/shared/api';
import { Button, Select, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { paymentsTexts } from '../texts';
import { useTaxCertificate } from '../api/payments-queries';
import { accountFullName, certificateFileName, certificateYears } from '../model/payments';
import styles from './payments.module.css';

const t = paymentsTexts.certificate;

/** Saves a downloaded file under a name (a link the browser follows once). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** «Справка для налогового вычета»: the year, the payer and the student; the school's PDF to hand to the tax office. */
export function TaxCertificateForm() {
  const user = useCurrentUser();
  const [years] = useState(() => certificateYears(new Date()));
  const [year, setYear] = useState(String(years[0]));
  const [payerName, setPayerName] = useState(() => accountFullName(user));
  const [payerInn, setPayerInn] = useState('');
  const [studentName, setStudentName] = useState(() => accountFullName(user));
  const certificate = useTaxCertificate();
  const fieldError = (field: string) => certificate.error?.fieldErrors?.[field] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    certificate.mutate(
      { year: Number(year), payerName, payerInn: payerInn.trim() || undefined, studentName },
      { onSuccess: (blob) => saveFile(blob, certificateFileName(Number(year))) },
    );
  };

  return (
    <section className="sc-panel" aria-labelledby="tax-certificate-title" data-testid="tax-certificate">
      <h2 id="tax-certificate-title" className="sc-panel__title">
        {t.title}
      </h2>
      <p className={styles.muted}>{texts.taxDeduction.text}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select label={t.year} value={year} onChange={setYear} options={years.map((y) => ({ value: String(y), label: String(y) }))} />
        <TextInput
          label={t.payerName}
          hint={t.fullNameHint}
          value={payerName}
          onChange={setPayerName}
          maxLength={200}
          error={fieldError('payerName')}
          autoComplete="name"
        />
        <TextInput
          label={t.payerInn}
          hint={t.innHint}
          value={payerInn}
          onChange={setPayerInn}
          maxLength={12}
          inputMode="numeric"
          error={fieldError('payerInn')}
        />
        <TextInput label={t.studentName} hint={t.studentHint} value={studentName} onChange={setStudentName} maxLength={200} error={fieldError('studentName')} />
        {certificate.error &&
          !certificate.error.fieldErrors?.payerName &&
          !certificate.error.fieldErrors?.payerInn &&
          !certificate.error.fieldErrors?.studentName && (
            <p role="alert" className={styles.error}>
              {errorMessage(certificate.error)}
            </p>
          )}
        {certificate.isSuccess && (
          <p role="status" className={styles.muted}>
            {t.done}
          </p>
        )}
        <div>
          <Button type="submit" loading={certificate.isPending} data-testid="tax-certificate-download">
            {t.download}
          </Button>
        </div>
      </form>
    </section>
  );
}

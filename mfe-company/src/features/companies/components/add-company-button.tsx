import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { companyPath } from '../model/company-path';
import { AddCompanyModal } from './add-company-modal';

/** 'Добавить компанию' and its modal; a new company opens at once. Render it only for those who may add. */
export function AddCompanyButton({ block = false }: { block?: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" block={block} onClick={() => setOpen(true)} data-testid="add-company">
        <span aria-hidden>+</span> {texts.add.button}
      </Button>
      {open && (
        <AddCompanyModal
          onClose={() => setOpen(false)}
          onCreated={(company) => {
            setOpen(false);
            navigate(companyPath(company.id));
          }}
        />
      )}
    </>
  );
}

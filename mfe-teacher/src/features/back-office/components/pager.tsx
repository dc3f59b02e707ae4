import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './back-office.module.css';

const t = texts.backOffice;

/** «Назад · Страница N из M · Дальше» under a list; nothing when everything fits one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span>{t.pageOf(page, pages)}</span>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}

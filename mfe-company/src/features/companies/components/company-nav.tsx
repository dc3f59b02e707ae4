import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UserGroup } from '@school/shared/schemas';
import { media, scrollActiveIntoView, Select, TextInput, useMediaQuery } from '@school/shared/ui';
import { texts } from '../../../texts';
import { companySwitchPath } from '../model/company-path';
import { COMPANY_SEARCH_FROM, filterCompanies } from '../model/filter-companies';
import { AddCompanyButton } from './add-company-button';
import styles from './companies.module.css';

interface CompanyNavProps {
  companies: readonly UserGroup[];
  currentId: number | null;
  canAdd: boolean;
}

/**
 * The companies to switch between: a side panel on desktop, a dropdown on mobile (≤ 991 px).
 * Choosing a company keeps the page (the last path segment).
 */
export function CompanyNav(props: CompanyNavProps) {
  const mobile = useMediaQuery(media.mobile);
  return mobile ? <CompanyDropdown {...props} /> : <CompanyPanel {...props} />;
}

function CompanyPanel({ companies, currentId, canAdd }: CompanyNavProps) {
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const panelRef = useRef<HTMLElement>(null);
  const shown = filterCompanies(companies, query, currentId);

  const listed = shown.length > 0;
  useEffect(() => {
    // The panel scrolls on its own when the list is long: bring the current company into view, on the
    // first load as soon as the list has arrived, and after each switch.
    const panel = panelRef.current;
    return panel && listed ? scrollActiveIntoView(panel) : undefined;
  }, [currentId, listed]);

  return (
    <aside ref={panelRef} className={`sc-panel ${styles.panel}`} aria-label={texts.nav.label} data-testid="company-panel">
      <h2 className={styles.panelTitle}>{texts.nav.label}</h2>
      {canAdd && <AddCompanyButton block />}
      {companies.length >= COMPANY_SEARCH_FROM && (
        <TextInput label={texts.nav.search} value={query} onChange={setQuery} type="search" className={styles.panelSearch} />
      )}
      <nav aria-label={texts.nav.list}>
        <ul className={`sc-list ${styles.panelList}`}>
          {shown.map((company) => (
            <li key={company.id}>
              <Link
                to={companySwitchPath(pathname, company.id)}
                className={`sc-nav-link ${styles.panelLink}`}
                aria-current={company.id === currentId ? 'page' : undefined}
              >
                {company.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function CompanyDropdown({ companies, currentId, canAdd }: CompanyNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const options = companies.map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <div className={styles.dropdown} data-testid="company-dropdown">
      <Select
        label={texts.nav.select}
        value={currentId ? String(currentId) : ''}
        placeholder={currentId ? undefined : texts.nav.select}
        options={options}
        onChange={(value) => {
          if (value) navigate(companySwitchPath(pathname, Number(value)));
        }}
      />
      {canAdd && <AddCompanyButton block />}
    </div>
  );
}

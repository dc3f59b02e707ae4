import { Link } from 'react-router-dom';
import { texts } from '../../../texts';
import { contacts } from '../model/contacts';
import styles from './layout.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <span>{texts.footer.copyright(new Date().getFullYear())}</span>
        <Link to="/offer">{texts.footer.offer}</Link>
        <Link to="/privacy">{texts.footer.privacy}</Link>
        <span className={styles.footerContacts} aria-label={texts.footer.contacts}>
          <a href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>{contacts.phone}</a>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </span>
      </div>
    </footer>
  );
}

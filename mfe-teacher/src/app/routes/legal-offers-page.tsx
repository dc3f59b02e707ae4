import { LegalOffersPage } from '../../features/legal-offers';

/** Exposed as mfe_teacher/LegalOffersPage. */
export default function LegalOffersPageRoute() {
  return <LegalOffersPage />;
}

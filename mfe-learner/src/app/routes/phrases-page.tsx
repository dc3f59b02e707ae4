import { PhraseBankRoutes } from '../../features/phrase-bank';

/** Exposed as mfe_learner/PhrasesPage: the phrase bank by level and lesson, its search and practice. */
export default function PhrasesPage() {
  return <PhraseBankRoutes />;
}

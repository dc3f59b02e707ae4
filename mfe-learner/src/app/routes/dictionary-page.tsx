import { DictionaryPage } from '../../features/dictionary';

/** Exposed as mfe_learner/DictionaryPage: /lms/dictionary and /lms/dictionary/from-exercises. */
export default function DictionaryPageRoute() {
  return <DictionaryPage />;
}

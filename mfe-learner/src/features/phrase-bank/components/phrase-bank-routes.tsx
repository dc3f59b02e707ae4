import { Navigate, Route, Routes } from 'react-router-dom';
import { GrammarTopicView } from './grammar-topic-view';
import { PhraseBrowser } from './phrase-browser';
import { PhrasePracticePage } from './phrase-practice-page';

/** Everything under /lms/phrases. */
export function PhraseBankRoutes() {
  return (
    <Routes>
      <Route index element={<PhraseBrowser />} />
      <Route path="practice" element={<PhrasePracticePage />} />
      <Route path="topics/:topicId" element={<GrammarTopicView />} />
      <Route path="*" element={<Navigate to="/lms/phrases" replace />} />
    </Routes>
  );
}

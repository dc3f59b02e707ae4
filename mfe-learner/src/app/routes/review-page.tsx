import { ReviewPage } from '../../features/review';

/** Exposed as mfe_learner/ReviewPage: /lms/review, the daily review of words, phrases and lesson sentences. */
export default function ReviewPageRoute() {
  return <ReviewPage />;
}

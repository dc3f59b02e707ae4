import * as v from 'valibot';
import { remoteComponentProps, type CourseOfferProps } from '@school/shared/contracts';
import { CourseOffer } from '../../features/purchase';

/**
 * Exposed as mfe_commerce/CourseOffer: a course's price card(s), bought in place, for the course page of a
 * learner who cannot open it. Its props are a contract in shared/src/contracts/components.ts, checked here too.
 */
export default function CourseOfferExposed(props: CourseOfferProps) {
  const { courseId } = v.parse(remoteComponentProps['mfe_commerce/CourseOffer'], props);
  return <CourseOffer courseId={courseId} />;
}

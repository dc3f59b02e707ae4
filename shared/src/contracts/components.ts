import * as v from 'valibot';
import { IdSchema } from '../schemas';

/**
 * Components one remote exposes for another (not pages): their props are a contract between two
 * teams, so they live here, typed, and the exposing side checks them at runtime.
 */
export const remoteComponentProps = {
  /** The report list of a student group, reused by the company pages (HR view: no links, nothing to edit). */
  'mfe_teacher/GroupReports': v.object({ studentGroupId: IdSchema, hrView: v.optional(v.boolean()) }),
  /** The teacher's side panel of students and groups, shown by the host's layout. */
  'mfe_teacher/TeacherSidebar': v.object({}),
  /** The payment popups of `?paymentStatus=` (success or failure), for whichever page the learner's dashboard is. */
  'mfe_commerce/PaymentStatusPopup': v.object({}),
  /**
   * A course's price card(s) with buying in place (the same payment flow as /lms/pay), for the course page a
   * learner cannot open (the course is not bought, or its access has ended).
   */
  'mfe_commerce/CourseOffer': v.object({ courseId: v.pipe(v.string(), v.maxLength(64)) }),
  /**
   * A student's grammar program: the topics of the 13 groups with their statuses (student page,
   * /program tab). `canChange` lets the viewer set a topic's status; the server checks it again.
   */
  'mfe_learner/GrammarProgram': v.object({ studentId: IdSchema, canChange: v.boolean(), programId: v.nullable(v.number()) }),
  /** The learner remote's settings on the profile settings page: the voice of «Прослушать», the daily review. */
  'mfe_learner/LearningSettings': v.object({}),
  /** The search overlay of the learner remote, opened by the host's header; it calls onClose to be closed. */
  'mfe_learner/SearchOverlay': v.object({
    onClose: v.pipe(
      v.function(),
      v.transform((f) => f as () => void),
    ),
  }),
  /** The notification centre's panel of the latest notifications, opened by the host's bell; onClose closes it. */
  'mfe_teacher/NotificationPanel': v.object({
    onClose: v.pipe(
      v.function(),
      v.transform((f) => f as () => void),
    ),
  }),
  /** Reminders and the private calendar address of the signed-in teacher or learner, on the host's /lms/settings. */
  'mfe_teacher/LessonSettings': v.object({}),
} as const;

export type RemoteComponentId = keyof typeof remoteComponentProps;
export type RemoteComponentPropsOf<I extends RemoteComponentId> = v.InferOutput<(typeof remoteComponentProps)[I]>;
export type GroupReportsProps = RemoteComponentPropsOf<'mfe_teacher/GroupReports'>;
export type GrammarProgramProps = RemoteComponentPropsOf<'mfe_learner/GrammarProgram'>;
export type CourseOfferProps = RemoteComponentPropsOf<'mfe_commerce/CourseOffer'>;
export type SearchOverlayProps = RemoteComponentPropsOf<'mfe_learner/SearchOverlay'>;
export type NotificationPanelProps = RemoteComponentPropsOf<'mfe_teacher/NotificationPanel'>;

import { texts } from '../../../texts';
import styles from './purchase.module.css';

/** '+2 урока в подарок', '+2 разговорных клуба в подарок'. */
export function Gifts({ lessons, speakingClubs }: { lessons: number; speakingClubs: number }) {
  if (lessons <= 0 && speakingClubs <= 0) return null;
  return (
    <ul className={styles.gifts}>
      {lessons > 0 && <li>{texts.lessons.giftLessons(lessons)}</li>}
      {speakingClubs > 0 && <li>{texts.lessons.giftSpeakingClubs(speakingClubs)}</li>}
    </ul>
  );
}

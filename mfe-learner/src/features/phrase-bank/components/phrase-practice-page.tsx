import { useSearchParams } from 'react-router-dom';
import { PHRASE_LEVELS, type PhraseLevel } from '@school/shared/schemas';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { usePhraseLevel } from '../api/phrase-queries';
import { phrasesOfLesson } from '../model/load-phrases';
import { phraseLevelOfLesson } from '../model/phrase-levels';
import { TranslationPractice } from './translation-practice';

const t = texts.phrases.practice;

/** /lms/phrases/practice?level=A1 or ?lesson=A1-3: the phrases of a level or a lesson as a translation drill. */
export function PhrasePracticePage() {
  const [params] = useSearchParams();
  const lesson = params.get('lesson');
  const levelParam = params.get('level');
  const level: PhraseLevel | undefined = lesson ? phraseLevelOfLesson(lesson) : PHRASE_LEVELS.find((l) => l === levelParam);
  const phrases = usePhraseLevel(level);
  const backTo = `/lms/phrases?level=${encodeURIComponent(level ?? 'A1')}${lesson ? `&lesson=${encodeURIComponent(lesson)}` : ''}`;
  if (!level) return <EmptyState text={t.empty} />;
  return (
    <QueryView query={phrases} failed={texts.phrases.phrasesLoadFailed}>
      {(data) => (
        <TranslationPractice
          key={lesson ?? level}
          title={t.title(lesson ? t.lesson(lesson) : t.level(level))}
          items={lesson ? phrasesOfLesson(data, lesson) : data}
          backTo={backTo}
        />
      )}
    </QueryView>
  );
}

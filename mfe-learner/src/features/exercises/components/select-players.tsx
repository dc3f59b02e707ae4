import { texts } from '../../../texts';
import { useGapAnswers } from '../hooks/use-gap-answers';
import { Feedback, GappedSentences, itemOf, markClass, markOf, type PlayerProps } from './player-kit';
import styles from './exercises.module.css';

function GapSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <select
      className={[styles.gapSelect, className].filter(Boolean).join(' ')}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{texts.exercises.selectPlaceholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** Sentences with a select in each gap. */
export function DropdownPlayer({ exercise, onChange, result, locked }: PlayerProps<'dropdown'>) {
  const { answer, set } = useGapAnswers(onChange, { dropEmpty: true });
  return (
    <GappedSentences
      sentences={exercise.sentences}
      result={result}
      renderGap={(gap, gapNumber) => (
        <GapSelect
          label={texts.exercises.gap(gapNumber)}
          options={gap.options}
          value={answer[gap.id] ?? ''}
          onChange={(value) => set(gap.id, value)}
          disabled={locked}
          className={markClass(markOf(result, gap.id))}
        />
      )}
    />
  );
}

/** Pictures (an emoji with its description), a select under each. */
export function DropdownImagesPlayer({ exercise, onChange, result, locked }: PlayerProps<'dropdownImages'>) {
  const { answer, set } = useGapAnswers(onChange, { dropEmpty: true });
  return (
    <ul className={styles.images}>
      {exercise.images.map((image, index) => (
        <li key={image.id} className={[styles.imageCard, markClass(markOf(result, image.id))].filter(Boolean).join(' ')}>
          <span className={styles.emoji} role="img" aria-label={image.alt}>
            {image.emoji}
          </span>
          {image.caption && <span className={styles.caption}>{image.caption}</span>}
          <GapSelect
            label={texts.exercises.picture(index + 1, image.alt)}
            options={image.options}
            value={answer[image.id] ?? ''}
            onChange={(value) => set(image.id, value)}
            disabled={locked}
          />
          <Feedback item={itemOf(result, image.id)} explanation={image.explanation} />
        </li>
      ))}
    </ul>
  );
}

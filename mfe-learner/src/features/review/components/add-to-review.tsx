import { useCurrentUser } from '@school/shared/api';
import { canUseReview } from '@school/shared/permissions';
import type { AddReviewCard } from '@school/shared/review';
import { Badge, Button, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useAddCards, useCardKeys } from '../api/review-queries';
import { cardKeyOf } from '../model/new-cards';

const t = texts.review;

/**
 * «На повторение»: adds cards to the learner's daily review with one click (a phrase, a lesson's
 * sentences, dictionary words); «В повторении» once they all are. Learners only: nothing for others.
 */
export function AddToReview({
  cards,
  label = t.add,
  addedLabel = t.added,
  what,
  size = 'small',
}: {
  cards: readonly AddReviewCard[];
  label?: string;
  addedLabel?: string;
  /** What is added, for screen readers ('Идёт дождь'). */
  what?: string;
  size?: 'small' | 'normal';
}) {
  const user = useCurrentUser();
  const learner = canUseReview(user, user.id);
  const keys = useCardKeys(user.id, learner && cards.length > 0);
  const add = useAddCards(user.id);
  if (!learner || cards.length === 0) return null;
  const have = new Set(keys.data?.keys ?? []);
  const allIn = keys.isSuccess && cards.every((c) => have.has(cardKeyOf(c)));
  if (allIn) {
    return (
      <Badge tone="green" testId="in-review">
        ✓ {addedLabel}
      </Badge>
    );
  }
  const missing = cards.filter((c) => !have.has(cardKeyOf(c)));
  return (
    <Button
      variant="secondary"
      size={size}
      loading={add.isPending}
      disabled={!keys.isSuccess}
      aria-label={what ? t.addLabel(what) : undefined}
      data-testid="add-to-review"
      onClick={() =>
        add.mutate(
          { studentId: user.id, cards: missing.slice(0, 200) },
          { onSuccess: (result) => toast.success(t.addedToast(result.added)), onError: () => toast.error(t.addFailed) },
        )
      }
    >
      {label}
    </Button>
  );
}

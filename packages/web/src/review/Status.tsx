// The review's progress and outcome beside the seat picked: a progress bar while the expert
// bot works (cancellable), a way to start again when stopped or failed, and when done the
// number of decisions, the mistakes and how the deal went for the seat.

import { t } from '../i18n';
import type { ReviewRun } from './run';

export function Status(props: {
  run: ReviewRun;
  done: number;
  total: number;
  who: string;
  you: boolean;
  onCancel: () => void;
  onAgain: () => void;
}) {
  const { run, done, total } = props;
  if (run.phase === 'running')
    return (
      <div class="review-status" role="status" data-status="running">
        <progress max={Math.max(1, total)} value={done} aria-label={t('review.status.progress')} />
        <span>{t('review.status.running')(Math.min(done + 1, Math.max(total, 1)), total)}</span>
        <button
          type="button"
          class="btn small"
          data-action="cancel-review"
          onClick={props.onCancel}
        >
          {t('review.status.cancel')}
        </button>
      </div>
    );
  if (run.phase === 'stopped')
    return (
      <div class="review-status" role="status" data-status="stopped">
        <span>{t('review.status.stopped')(run.done, total)}</span>
        <button type="button" class="btn small" data-action="review-again" onClick={props.onAgain}>
          {t('review.status.again')}
        </button>
      </div>
    );
  if (run.phase === 'failed')
    return (
      <div class="review-status error" role="alert" data-status="failed">
        <span>{t('review.status.failed')(run.message)}</span>
        <button type="button" class="btn small" data-action="review-again" onClick={props.onAgain}>
          {t('review.status.retry')}
        </button>
      </div>
    );
  const { review } = run;
  const outcome =
    review.loser === null
      ? t('review.outcome.drawn')
      : review.loser === review.seat
        ? t('review.outcome.lost')(props.who, props.you)
        : t('review.outcome.notLost')(props.who, props.you);
  return (
    <div class="review-status" role="status" data-status="done">
      <span data-review-summary>
        {t('review.status.reviewed')(total)} ·{' '}
        <strong>{t('review.status.mistakes')(review.mistakes)}</strong> · {outcome}
      </span>
    </div>
  );
}

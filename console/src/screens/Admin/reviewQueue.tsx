import { useState, type ReactNode } from 'react';
import { App, Typography } from 'antd';
import { useQueueKeys } from './useQueueKeys';

/**
 * The item in hand of a review queue (listings, documents): j / k move through the page, a and
 * r call the screen's decisions; after a decision the next item (same place) is in hand.
 */
export function useReviewQueue<T extends { id: number }>(
  items: readonly T[],
  keys: { approve: () => void; reject: () => void },
) {
  const { message } = App.useApp();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === currentId),
  );
  const current = items[index];
  const move = (step: number) => {
    const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
    if (next) setCurrentId(next.id);
  };
  /** After a decision: says it, and puts the next item in hand. */
  const decided = (done: string) => {
    message.success(done);
    setCurrentId(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
  };
  useQueueKeys({ j: () => move(1), k: () => move(-1), a: keys.approve, r: keys.reject });
  return { current, setCurrentId, decided };
}

/** A queue row's main cell: a button that puts the item in hand. */
export function QueueRow({
  title,
  sub,
  current,
  onSelect,
}: {
  title: string;
  sub: ReactNode;
  current: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      className={`queue-row${current ? ' queue-row--current' : ''}`}
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
    >
      <span className="queue-row__title">{title}</span>
      <span className="queue-row__sub">{sub}</span>
    </button>
  );
}

/** The queue's keys, said once beside its filters. */
export const QueueKeysHint = () => (
  <Typography.Text type="secondary" className="queue-keys">
    Keys: j / k next · previous, a approve, r reject
  </Typography.Text>
);

import { useState, type ReactNode } from 'react';
import { App, Card, Col, Drawer, Flex, Row, Typography } from 'antd';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useQueueKeys } from './useQueueKeys';

/**
 * Below 1200 px the review pane would sit under the whole queue, its Approve far below the row
 * tapped: there it opens over the list instead (a drawer), its decisions pinned in view.
 */
const PANE_OVER_LIST = '(max-width: 1199px)';

/**
 * The item in hand of a review queue (listings, documents): j / k move through the page, a and
 * r call the screen's decisions (only on an item the admin can see); after a decision the next
 * item (same place) is in hand. `select` puts a row in hand and opens the pane over the list
 * where it does not fit beside it.
 */
export function useReviewQueue<T extends { id: number }>(
  items: readonly T[],
  keys: { approve: () => void; reject: () => void },
) {
  const { message } = App.useApp();
  const overlay = useMediaQuery(PANE_OVER_LIST);
  const [paneOpen, setPaneOpen] = useState(false);
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
  const inView = () => !overlay || paneOpen;
  useQueueKeys({
    j: () => move(1),
    k: () => move(-1),
    a: () => inView() && keys.approve(),
    r: () => inView() && keys.reject(),
  });
  const select = (id: number) => {
    setCurrentId(id);
    setPaneOpen(true);
  };
  const pane = {
    overlay,
    open: paneOpen && current !== undefined,
    close: () => setPaneOpen(false),
  };
  return { current, setCurrentId, select, decided, pane };
}

export type ReviewPaneState = ReturnType<typeof useReviewQueue>['pane'];

/**
 * A queue beside the item in hand (wide screens), or the queue alone with the item opened over
 * it in a drawer whose footer keeps the decisions in view (phones, tablets).
 */
export function ReviewSplit({
  pane,
  list,
  listSpan,
  title,
  extra,
  actions,
  children,
}: {
  pane: ReviewPaneState;
  list: ReactNode;
  /** Of 24 columns, on wide screens. */
  listSpan: number;
  title?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode[];
  children: ReactNode;
}) {
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={pane.overlay ? 24 : listSpan}>
          {list}
        </Col>
        {!pane.overlay && (
          <Col xl={24 - listSpan}>
            <Card className="review-card" title={title} extra={extra} actions={actions}>
              {children}
            </Card>
          </Col>
        )}
      </Row>
      {pane.overlay && (
        <Drawer
          open={pane.open}
          onClose={pane.close}
          placement="right"
          size="min(100vw, 640px)"
          title={title}
          extra={extra}
          className="review-drawer"
          footer={
            actions && (
              <Flex gap={8} wrap align="center">
                {actions}
              </Flex>
            )
          }
        >
          {children}
        </Drawer>
      )}
    </>
  );
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

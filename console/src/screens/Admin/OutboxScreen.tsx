import { useState } from 'react';
import { Alert, Button, Card, Empty, List, Result, Spin, Typography } from 'antd';
import { ApiRequestError } from '@core/http/apiError';
import type { OutboxItem } from '@core/schemas/mail';
import { useOutbox } from '../../api/admin/outbox';
import { problemMessage } from '../../forms/fieldErrors';
import './outbox.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/outbox: the development outbox. Without SMTP_URL the product sends nothing and keeps
 * every message here (and as .eml files under DATA_DIR/mail): newest first, the plain-text
 * version readable, links clickable by copying. With a real SMTP server there is nothing here.
 */
export default function OutboxScreen() {
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<number | null>(null);

  if (outbox.isPending) return <Spin size="large" />;
  if (outbox.isError) {
    const off = outbox.error instanceof ApiRequestError && outbox.error.status === 404;
    return off ? (
      <Result
        status="info"
        title="No development outbox"
        subTitle="Mail is sent through the SMTP server configured in SMTP_URL; this list exists only when SMTP_URL is unset."
      />
    ) : (
      <Result
        status="error"
        title="Could not load the outbox"
        subTitle={problemMessage(outbox.error)}
        extra={<Button onClick={() => outbox.refetch()}>Try again</Button>}
      />
    );
  }

  const items = outbox.data.items;
  const selected = items.find((item) => item.id === openId) ?? items[0];
  return (
    <div className="outbox">
      <Alert
        type="info"
        showIcon
        className="outbox__note"
        title="Development outbox: nothing here was sent."
        description="Set SMTP_URL to deliver mail. Each message is also saved as an .eml file under DATA_DIR/mail."
      />
      {items.length === 0 ? (
        <Empty description="No messages yet" />
      ) : (
        <div className="outbox__panes">
          <Card
            size="small"
            className="outbox__list"
            title={items.length === 1 ? '1 message' : `${items.length} messages`}
          >
            <List<OutboxItem>
              dataSource={items}
              renderItem={(item) => (
                <List.Item
                  className={item.id === selected?.id ? 'outbox__item is-open' : 'outbox__item'}
                  onClick={() => setOpenId(item.id)}
                >
                  <button
                    type="button"
                    className="outbox__item-button"
                    aria-label={`Open ${item.subject} to ${item.to}`}
                  >
                    <Typography.Text strong ellipsis>
                      {item.subject}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis>
                      {item.to} · {when(item.createdAt)}
                    </Typography.Text>
                  </button>
                </List.Item>
              )}
            />
          </Card>
          {selected && (
            <Card size="small" className="outbox__message" title={selected.subject}>
              <dl className="outbox__headers">
                <dt>To</dt>
                <dd>{selected.to}</dd>
                <dt>Queued</dt>
                <dd>{when(selected.createdAt)}</dd>
              </dl>
              <pre className="outbox__text" data-testid="outbox-text">
                {selected.text}
              </pre>
            </Card>
          )}
        </div>
      )}
    </div>
  );
}

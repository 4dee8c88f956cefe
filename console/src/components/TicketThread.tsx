import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App, Flex, Result, Space, Typography } from 'antd';
import type { SupportMessageInput, SupportTicketDetail } from '@core/schemas/support';
import { QueryState } from './QueryState';
import { TicketStatusTag } from './StatusTags';
import { TicketConversation } from './TicketConversation';
import supportStrings from '../i18n/locales/en/support.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';

// Shared by the vendor's and the admin's ticket screens: the admin's read English.
addEnglish(supportStrings);

/** The ticket id of the address (`:id`), or undefined when it is not a positive whole number. */
export function useTicketId() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

interface TicketThreadProps {
  id: number | undefined;
  ticket: UseQueryResult<SupportTicketDetail>;
  /** The list this ticket belongs to. */
  backTo: string;
  viewer: 'company' | 'support';
  reply: UseMutationResult<unknown, Error, SupportMessageInput>;
  /** The toast once a message is sent. */
  sent: string;
  /** Buttons beside the title (the ticket's own actions, as its `can` allows). */
  actions?: (ticket: SupportTicketDetail) => ReactNode;
}

/** One support ticket's screen: back link, subject, state, actions, then the conversation. */
export function TicketThread({
  id,
  ticket,
  backTo,
  viewer,
  reply,
  sent,
  actions,
}: TicketThreadProps) {
  const { message } = App.useApp();
  const t = useVendorT();
  if (id === undefined) return <Result status="404" title={t('support.notFound')} />;
  return (
    <QueryState query={ticket}>
      {(data) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Flex gap={8} align="center" wrap>
            <Link to={backTo}>{t('support.back')}</Link>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.subject}
            </Typography.Title>
            <TicketStatusTag status={data.status} />
            {actions?.(data)}
          </Flex>
          <TicketConversation
            ticket={data}
            viewer={viewer}
            sending={reply.isPending}
            send={(input) => reply.mutateAsync(input).then(() => void message.success(sent))}
          />
        </Space>
      )}
    </QueryState>
  );
}

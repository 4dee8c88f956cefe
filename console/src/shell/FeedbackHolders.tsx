import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

/**
 * antd's message, notification and modal hooks with their holders (what its `<App>` mounts),
 * loaded by LazyAppFeedback when a screen first shows one. Inside the ConfigProvider, so they
 * take the console's theme.
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

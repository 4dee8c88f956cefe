import { useEffect, useRef } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useLocation } from 'react-router';
import { useConfirmEmail } from '../api/account';
import { problemMessage } from '../forms/fieldErrors';
import { resetTokenFrom } from './passwordReset';
import { useForgotPasswordArea } from './useArea';

/**
 * The screen an e-mail confirmation link opens (/dashboard/confirm-email#token=…): it confirms
 * at once, in any browser, signed in or not, and signs nobody in or out.
 */
export default function ConfirmEmailScreen() {
  const area = useForgotPasswordArea();
  const token = resetTokenFrom(useLocation());
  const confirm = useConfirmEmail();
  // Once per visit: a second call (React's development double effect) would find the link used.
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  const home = (
    <Button type="primary" href={area}>
      Open the console
    </Button>
  );
  return (
    <main className="sign-in">
      <Card className="sign-in__card">
        {!token ? (
          <Result
            status="warning"
            title="This link is incomplete"
            subTitle="Open it again from the e-mail, or ask for a new one from your profile."
            extra={home}
          />
        ) : confirm.isSuccess ? (
          <Result
            status="success"
            title={
              confirm.data.purpose === 'change'
                ? 'Your e-mail address has changed'
                : 'Your e-mail address is confirmed'
            }
            subTitle={
              confirm.data.purpose === 'change'
                ? `Sign in with ${confirm.data.email} from now on.`
                : 'You can now send your listings for review.'
            }
            extra={home}
          />
        ) : confirm.isError ? (
          <Result
            status="warning"
            title="This link cannot be used"
            subTitle={problemMessage(confirm.error)}
            extra={home}
          />
        ) : (
          <Spin description="Confirming your address…">
            <div style={{ minHeight: 120 }} />
          </Spin>
        )}
      </Card>
    </main>
  );
}

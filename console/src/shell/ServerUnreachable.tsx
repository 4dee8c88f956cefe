import { Button, Result } from 'antd';

/** When the first question to the server (who is signed in?) failed: say so, offer a retry. */
export default function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="centered">
      <Result
        status="error"
        title="The console cannot reach the server"
        subTitle="Check your connection and try again."
        extra={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}

import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** The API refused a new listing: the plan is full (422 `plan_limit_reached`). */
export function PlanLimitResult({ detail }: { detail?: string }) {
  return (
    <Result
      status="warning"
      title="You have reached your plan's listing limit"
      subTitle={detail ?? 'Upgrade your plan, or delete a listing you no longer need.'}
      extra={[
        <Link key="subscribe" to="/dashboard/subscribe">
          <Button type="primary">See plans</Button>
        </Link>,
        <Link key="cars" to="/dashboard/cars">
          <Button>My cars</Button>
        </Link>,
      ]}
    />
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import type { Role } from '@core/enums';
import { homeFor } from './roleHome';

/** A console path no screen of this role answers. */
export default function ScreenNotFound({ role }: { role: Role }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="This page does not exist"
      extra={
        <Button type="primary" onClick={() => navigate(homeFor(role))}>
          Go to your workspace
        </Button>
      }
    />
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
// antd's Input and Password, not `Input` with its TextArea, Search and OTP statics: the sign-in
// screen is every signed-out visitor's first load (~10 KB gzip less, docs/performance.md).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '@core/http/apiError';
import { SIGNED_IN_HERE } from '../shell/roleHome';
import { useSignIn } from './session';
import { useForgotPasswordArea } from './useArea';

interface SignInValues {
  username: string;
  password: string;
}
type Problems = Partial<Record<keyof SignInValues, string>>;

// What antd's `type: 'email'` rule accepts, so the screen refuses what it refused before.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemsOf(values: SignInValues): Problems {
  const problems: Problems = {};
  if (!EMAIL.test(values.username.trim())) problems.username = 'Enter your e-mail address';
  if (!values.password) problems.password = 'Enter your password';
  return problems;
}

/**
 * Shown instead of any console screen when there is no session. Every signed-out visitor
 * downloads it, so it is built from antd's Input, Button and Alert only: a plain form with its
 * own two checks and a card, title and text drawn by console.css look as antd's Form, Card and
 * Typography did, without their code (~45 KB gzip with the tabs, menu and validator they bring).
 */
export function SignInScreen() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const area = useForgotPasswordArea();
  // The page asked for stays when the role may open it (a link from an e-mail or a bookmark);
  // otherwise the user lands on their own home rather than on a refusal: the signed-in console
  // decides, with its route table (SIGNED_IN_HERE), so this form does not carry the table.
  const signIn = useSignIn(() =>
    navigate({ pathname, search, hash }, { replace: true, state: SIGNED_IN_HERE }),
  );
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  // Shown after a first attempt, and kept up to date as the visitor types (as antd's Form did).
  const [problems, setProblems] = useState<Problems | null>(null);
  const change = (name: keyof SignInValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (problems) setProblems(problemsOf(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length || signIn.isPending) return;
    signIn.mutate({ username: values.username.trim(), password: values.password });
  };
  const error =
    signIn.error instanceof ApiRequestError
      ? signIn.error.serverMessage('Invalid credentials')
      : signIn.error
        ? 'Could not reach the server. Check your connection and try again.'
        : null;

  return (
    <div className="sign-in">
      <div className="sign-in__card">
        <h3 className="sign-in__title">Sign in to the console</h3>
        <p className="sign-in__text">
          Rental companies manage their cars and leads here; the marketplace team runs approvals and
          the blog.
        </p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <form onSubmit={submit} noValidate>
          <Field label="E-mail" id="sign-in-username" problem={problems?.username}>
            <Input
              id="sign-in-username"
              autoComplete="email"
              autoFocus
              size="large"
              value={values.username}
              onChange={(event) => change('username', event.target.value)}
              disabled={signIn.isPending}
              status={problems?.username ? 'error' : undefined}
              aria-invalid={Boolean(problems?.username)}
            />
          </Field>
          <Field label="Password" id="sign-in-password" problem={problems?.password}>
            <Password
              id="sign-in-password"
              autoComplete="current-password"
              size="large"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              disabled={signIn.isPending}
              status={problems?.password ? 'error' : undefined}
              aria-invalid={Boolean(problems?.password)}
            />
          </Field>
          <div className="sign-in__forgot">
            <a href={`${area}/forgot-password`}>Forgot password?</a>
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
            Sign in
          </Button>
        </form>
        <p className="sign-in__text sign-in__text--last">
          New rental company? <a href="/register">Register your business</a>
        </p>
      </div>
    </div>
  );
}

/** A labelled field with its problem below it, spaced as antd's vertical Form.Item. */
function Field({
  label,
  id,
  problem,
  children,
}: {
  label: string;
  id: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={problem ? 'sign-in__field sign-in__field--problem' : 'sign-in__field'}>
      <label className="sign-in__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {problem && (
        <div className="sign-in__problem" id={`${id}-problem`} role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { useState } from 'react';
import { useAnnounce } from '../shared/Announcer';
import { APPLICATION_TITLE } from '../shared/application';
import CodeForm from './CodeForm';
import LoginForm from './LoginForm';
import { INVALID_LOGIN, INVALID_ONE_TIME_PASSWORD, INVALID_SMS_CODE, LOGIN_FAILED, PASSWORD_UPDATE_FAILED } from './messages';
import NewPasswordForm from './NewPasswordForm';
import { nextSignInStep, normaliseEmail, type SignInStep } from './sign-in-step';

interface Failure {
  readonly header: string;
  readonly content: string;
}

/** The form on screen: the login, or the challenge Cognito set. */
type Stage = 'login' | Exclude<SignInStep, 'done' | 'unsupported'>;

const LOGIN_FAILURE: Failure = { header: LOGIN_FAILED, content: INVALID_LOGIN };

/** Login, then whichever challenge Cognito sets: new password, authenticator code or SMS code. `notice` says why the user was signed out. */
export default function SignInScreen({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string }) {
  const [step, setStep] = useState<Stage>('login');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const announce = useAnnounce();
  // Said on every failure, though its text repeats: a second wrong password is news too.
  const fail = (shown: Failure) => {
    setFailure(shown);
    announce(`${shown.header}: ${shown.content}`, 'assertive');
  };

  const follow = (signInStep: string) => {
    const next = nextSignInStep(signInStep);
    if (next === 'done') return onSignedIn();
    if (next === 'unsupported') return fail(LOGIN_FAILURE);
    setFailure(undefined);
    setStep(next);
  };
  const attempt = async (action: () => Promise<{ nextStep: { signInStep: string } }>, failure: (error: Error) => Failure) => {
    setBusy(true);
    try {
      follow((await action()).nextStep.signInStep);
    } catch (error) {
      console.warn('Sign-in step failed', (error as Error).name);
      fail(failure(error as Error));
    } finally {
      setBusy(false);
    }
  };
  const restart = () => {
    setFailure(undefined);
    setStep('login');
  };

  const login = (email: string, password: string) =>
    attempt(() => signIn({ username: normaliseEmail(email), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }), () => LOGIN_FAILURE);
  const answer = (challengeResponse: string, failure: (error: Error) => Failure) => attempt(() => confirmSignIn({ challengeResponse }), failure);

  return (
    <Box margin={{ top: 'xxxl' }} padding="l">
      <div style={{ maxWidth: 440, margin: '0 auto' }}>
        <Container header={<Header variant="h1" description={description(step)}>{APPLICATION_TITLE}</Header>}>
          <SpaceBetween size="l">
            {notice && !failure && <Alert type="info">{notice}</Alert>}
            {failure && <Alert type="error" header={failure.header}>{failure.content}</Alert>}
            {step === 'login' && <LoginForm busy={busy} onSubmit={(email, password) => void login(email, password)} />}
            {step === 'newPassword' && (
              <NewPasswordForm busy={busy} onCancel={restart}
                onSubmit={(password) => void answer(password, (error) => ({ header: PASSWORD_UPDATE_FAILED, content: error.message }))} />
            )}
            {step === 'totp' && (
              <CodeForm key="totp" label="One time password" description="The 6-digit code from your authenticator app." busy={busy} onCancel={restart}
                onSubmit={(code) => void answer(code, () => ({ header: LOGIN_FAILED, content: INVALID_ONE_TIME_PASSWORD }))} />
            )}
            {step === 'sms' && (
              <CodeForm key="sms" label="SMS code" description="The code sent to your mobile phone." busy={busy} onCancel={restart}
                onSubmit={(code) => void answer(code, () => ({ header: LOGIN_FAILED, content: INVALID_SMS_CODE }))} />
            )}
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}

function description(step: Stage): string {
  if (step === 'newPassword') return 'Choose a new password to finish signing in.';
  if (step === 'totp' || step === 'sms') return 'Confirm it is you.';
  return 'Sign in with your email address.';
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnnouncerProvider } from '../shared/Announcer';

// esbuild does not hoist jest.mock, so the screen is loaded after the mock is in place.
jest.mock('aws-amplify/auth', () => ({ signIn: jest.fn(), confirmSignIn: jest.fn() }));
const { signIn } = jest.requireMock<{ signIn: jest.Mock }>('aws-amplify/auth');
const { default: SignInScreen } = jest.requireActual<typeof import('./SignInScreen')>('./SignInScreen');

describe('the sign-in screen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('says a failed sign-in to screen readers at once, and again when the next attempt fails too', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    render(<AnnouncerProvider><SignInScreen onSignedIn={() => undefined} /></AnnouncerProvider>);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'broker@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    const assertive = screen.getByTestId('assertive-announcements');
    for (let attempt = 1; attempt <= 2; attempt++) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
      expect(assertive.textContent).toBe('');
      act(() => jest.runOnlyPendingTimers());
      expect(assertive.textContent).toBe('Login Failed: Invalid user name / email address');
    }
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Invalid user name / email address')).toBeTruthy();
  });
});

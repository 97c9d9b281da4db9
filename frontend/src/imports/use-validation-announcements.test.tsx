import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ImportListRow } from '../../../domain/import/list';
import { AnnouncerProvider } from '../shared/Announcer';
import { useValidationAnnouncements } from './use-validation-announcements';

const STATUS_NAMES: Record<number, string> = { 1: 'Uploaded', 2: 'Validating', 3: 'Validation Failed', 4: 'Awaiting Verification' };
const statusName = (status: number) => STATUS_NAMES[status];

const row = (id: string, file: string, importstatus: number, failurecount = 0): ImportListRow => ({
  id, importdatetime: '2026-01-01T00:00:00.000Z', importstatus, s3key: `101/uploads/1/${file}`, productdefinition: 1, sourceid: 101, sourcetype: 1,
  customercount: 1, failurecount, username: 'Bea Broker', version: 1,
});

/** The list as polled: the hook follows it, and says what the announcer's polite region says after its short pause. */
function followed(initial: readonly ImportListRow[]) {
  const hook = renderHook(({ rows }) => useValidationAnnouncements(rows, statusName), {
    initialProps: { rows: initial },
    wrapper: ({ children }: { children: ReactNode }) => <AnnouncerProvider>{children}</AnnouncerProvider>,
  });
  const polled = (rows: readonly ImportListRow[]) => act(() => hook.rerender({ rows }));
  const region = () => document.querySelector('[data-testid=polite-announcements]')!.textContent;
  const said = () => {
    act(() => jest.advanceTimersByTime(200));
    return region();
  };
  return { follow: (id: string) => hook.result.current(id), polled, said, region };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the outcome of validating an uploaded file', () => {
  it('is said once the list shows the file out of validation, with its errors, and only once', () => {
    const { follow, polled, said, region } = followed([]);
    follow('mine');
    polled([row('mine', 'audit.csv', 1)]);
    polled([row('mine', 'audit.csv', 2)]);
    expect(said()).toBe('');
    polled([row('mine', 'audit.csv', 3, 1)]);
    expect(said()).toBe('audit.csv: Validation Failed, 1 error');
    // Said again, the region would be cleared first.
    polled([row('mine', 'audit.csv', 3, 1), row('other', 'other.csv', 1)]);
    expect(region()).toBe('audit.csv: Validation Failed, 1 error');
  });

  it('names a clean file by its status alone, and several known at once together', () => {
    const { follow, polled, said } = followed([]);
    follow('clean');
    follow('failed');
    polled([row('clean', 'clean.csv', 4), row('failed', 'errors.csv', 3, 12)]);
    expect(said()).toBe('clean.csv: Awaiting Verification. errors.csv: Validation Failed, 12 errors');
  });

  it("says nothing of imports the broker did not upload here, someone else's say", () => {
    const { polled, said } = followed([row('theirs', 'theirs.csv', 1)]);
    polled([row('theirs', 'theirs.csv', 3, 2)]);
    expect(said()).toBe('');
  });
});

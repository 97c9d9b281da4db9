import { act, render, screen } from '@testing-library/react';
import { AnnouncerProvider, useAnnounce, useAnnouncement, type Urgency } from './Announcer';

function Notice({ message, urgency }: { message?: string; urgency?: Urgency }) {
  useAnnouncement(message, urgency);
  return null;
}

let announce: ReturnType<typeof useAnnounce>;
function Announcing() {
  announce = useAnnounce();
  return null;
}

const polite = () => screen.getByRole('status');
const assertive = () => screen.getByRole('alert');

describe('the announcer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says a result politely and an error assertively, each in its own region present from the start', () => {
    const { rerender } = render(<AnnouncerProvider><Notice /></AnnouncerProvider>);
    expect([polite().textContent, assertive().textContent]).toEqual(['', '']);
    rerender(<AnnouncerProvider><Notice message="Import saved" /></AnnouncerProvider>);
    act(() => jest.runOnlyPendingTimers());
    expect([polite().textContent, assertive().textContent]).toEqual(['Import saved', '']);
    rerender(<AnnouncerProvider><Notice message="Validation failed" urgency="assertive" /></AnnouncerProvider>);
    act(() => jest.runOnlyPendingTimers());
    expect(assertive().textContent).toBe('Validation failed');
    expect(polite().getAttribute('aria-live')).toBe('polite');
    expect(assertive().getAttribute('aria-live')).toBe('assertive');
  });

  it("leaves a notice shown and said found once by its text, the region's copy being for screen readers (test/screen-text-queries.cjs)", () => {
    const { rerender } = render(<AnnouncerProvider><Notice /></AnnouncerProvider>);
    rerender(<AnnouncerProvider><p>Import rejected</p><Notice message="Import rejected" /></AnnouncerProvider>);
    act(() => jest.runOnlyPendingTimers());
    expect(polite().textContent).toBe('Import rejected');
    expect(screen.getByText('Import rejected').tagName).toBe('P');
  });

  it('clears a region before saying the same message again, so it is read again', () => {
    render(<AnnouncerProvider><Announcing /></AnnouncerProvider>);
    act(() => announce('Import saved'));
    act(() => jest.runOnlyPendingTimers());
    act(() => announce('Import saved'));
    expect(polite().textContent).toBe('');
    act(() => jest.runOnlyPendingTimers());
    expect(polite().textContent).toBe('Import saved');
  });

  it('says a result and an error that come together, one in each region', () => {
    render(<AnnouncerProvider><Announcing /></AnnouncerProvider>);
    act(() => (announce('2 rows loaded'), announce('Export failed', 'assertive')));
    act(() => jest.runOnlyPendingTimers());
    expect([polite().textContent, assertive().textContent]).toEqual(['2 rows loaded', 'Export failed']);
  });

  it('reads every message said together in one region, in order and once each', () => {
    render(<AnnouncerProvider><Announcing /></AnnouncerProvider>);
    act(() => (announce('3 addresses found.'), announce('Import saved'), announce('3 addresses found.')));
    act(() => jest.runOnlyPendingTimers());
    expect(polite().textContent).toBe('3 addresses found. Import saved.');
    act(() => announce('Export ready.'));
    act(() => jest.runOnlyPendingTimers());
    expect(polite().textContent).toBe('Export ready.');
  });

  it('drops what was waiting when the region is silenced (signing out)', () => {
    render(<AnnouncerProvider><Announcing /></AnnouncerProvider>);
    act(() => (announce('Validation failed', 'assertive'), announce('', 'assertive'), announce('You have been signed out', 'assertive')));
    act(() => jest.runOnlyPendingTimers());
    expect(assertive().textContent).toBe('You have been signed out');
  });
});

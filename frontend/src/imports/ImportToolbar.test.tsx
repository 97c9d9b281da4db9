import { fireEvent, render, screen } from '@testing-library/react';
import { accessibleDescription } from '../../test-support/description';
import ImportToolbar from './ImportToolbar';
import { PROCESSING_LEASE_MS, VALIDATION_LEASE_MS } from '../../../domain/import/runs';
import { IMPORT_STATUSES, importStatusName } from '../../../domain/import/status';
import { toolbarState, type ToolbarContext, type ToolbarState } from './toolbar-rules';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const base: ToolbarContext = { now: NOW, mode: 'view', dirty: false, busy: false, esignEnabled: false, manualUploadConfigured: true, statusName: importStatusName };

/** A button that says why it is disabled stays focusable, so it is marked aria-disabled rather than disabled. */
const isEnabled = (button: HTMLElement) => !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true';

function toolbar(context: Partial<ToolbarContext>) {
  const onAction = jest.fn();
  const { unmount } = render(<ImportToolbar context={{ ...base, ...context }} onAction={onAction} />);
  const enabled = (name: string) => isEnabled(screen.getByRole('button', { name }));
  const shown = (name: string) => screen.queryByRole('button', { name }) !== null;
  return { enabled, shown, onAction, unmount };
}

/** A selected import whose last change was `ageMs` ago (a minute by default). */
const selected = (importstatus: number, sourcetype = 1, ageMs = 60_000) => ({ selected: { importstatus, sourcetype, audit: [{ at: new Date(NOW - ageMs).toISOString() }] } });

describe('import toolbar rules per status', () => {
  it.each([
    // status, Edit, Approve, Reject, Retry
    [1, false, false, true, false],
    [2, false, false, true, false],
    [3, true, false, true, false],
    [4, true, true, true, false],
    [5, true, false, true, false],
    [6, false, false, true, false],
    [7, false, false, false, false],
    [8, false, false, false, false],
    [9, false, false, false, false],
    [10, false, false, false, false],
    [11, false, false, true, false],
    [13, false, false, true, true],
  ])('in status %i: Edit %s, Approve %s, Reject %s, Retry %s', (status, edit, approve, reject, retry) => {
    const { enabled, shown } = toolbar(selected(status));
    expect(enabled('Edit')).toBe(edit);
    expect(enabled('Approve')).toBe(approve);
    expect(enabled('Reject')).toBe(reject);
    expect(enabled('Retry')).toBe(retry);
    expect(shown('Send e-Sign')).toBe(false);
    expect(enabled('Save')).toBe(false);
    expect(enabled('Cancel')).toBe(false);
    expect(enabled('Upload')).toBe(true);
  });

  it.each([
    [2, VALIDATION_LEASE_MS],
    [7, PROCESSING_LEASE_MS],
    [8, PROCESSING_LEASE_MS],
  ])('offers Retry in %i only once the run is overdue, and sends it', (status, lease) => {
    const running = toolbar(selected(status, 1, lease - 1_000));
    expect(running.enabled('Retry')).toBe(false);
    running.unmount();
    const overdue = toolbar(selected(status, 1, lease + 1_000));
    expect(overdue.enabled('Retry')).toBe(true);
    expect(overdue.enabled('Reject')).toBe(status === 2);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(overdue.onAction).toHaveBeenCalledWith('retry');
  });

  it('blocks Retry in Processing Failed while an action is under way', () => {
    expect(toolbar({ ...selected(13), busy: true }).enabled('Retry')).toBe(false);
  });

  it('replaces Approve with Process Renewal in status 12, which blocks Edit', () => {
    const { enabled, shown } = toolbar(selected(12, 3));
    expect(shown('Approve')).toBe(false);
    expect(enabled('Process Renewal')).toBe(true);
    expect(enabled('Edit')).toBe(false);
    expect(enabled('Reject')).toBe(true);
  });

  it('offers Send e-Sign instead of Approve only for a renewal in status 4 with the e-sign flag on', () => {
    const renewal = toolbar({ ...selected(4, 3), esignEnabled: true });
    expect(renewal.enabled('Send e-Sign')).toBe(true);
    expect(renewal.shown('Approve')).toBe(false);
    renewal.unmount();
    const flagOff = toolbar({ ...selected(4, 3), esignEnabled: false });
    expect(flagOff.enabled('Approve')).toBe(true);
    expect(flagOff.shown('Send e-Sign')).toBe(false);
    flagOff.unmount();
    const upload = toolbar({ ...selected(4, 1), esignEnabled: true });
    expect(upload.enabled('Approve')).toBe(true);
    expect(upload.shown('Send e-Sign')).toBe(false);
    upload.unmount();
    const signed = toolbar({ ...selected(5, 3), esignEnabled: true });
    expect(signed.enabled('Approve')).toBe(false);
  });

  it('disables Edit, Approve and Reject with no row selected', () => {
    const { enabled } = toolbar({});
    expect(enabled('Edit')).toBe(false);
    expect(enabled('Approve')).toBe(false);
    expect(enabled('Reject')).toBe(false);
    expect(enabled('Upload')).toBe(true);
  });

  it('shows Manual Entry only with a manual-upload format', () => {
    const configured = toolbar({});
    expect(configured.enabled('Manual Entry')).toBe(true);
    configured.unmount();
    expect(toolbar({ manualUploadConfigured: false }).shown('Manual Entry')).toBe(false);
  });

  it('enables Save only in edit mode with changes, and Cancel in edit mode, while blocking the rest', () => {
    const unchanged = toolbar({ ...selected(4), mode: 'edit' });
    expect(unchanged.enabled('Save')).toBe(false);
    expect(unchanged.enabled('Cancel')).toBe(true);
    for (const name of ['Upload', 'Manual Entry', 'Edit', 'Approve', 'Reject']) expect(unchanged.enabled(name)).toBe(false);
    unchanged.unmount();
    const changed = toolbar({ ...selected(4), mode: 'edit', dirty: true });
    expect(changed.enabled('Save')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(changed.onAction).toHaveBeenCalledWith('save');
  });
});

describe("the next step as the toolbar's one primary button", () => {
  /** Cloudscape marks its variant in the button's class. */
  const primaries = () => screen.getAllByRole('button').filter((button) => /variant-primary/.test(button.className)).map((button) => button.textContent);

  it.each([
    ['nothing selected', {}, 'Upload'],
    ['Validation Failed', selected(3), 'Edit'],
    ['Awaiting Verification', selected(4), 'Approve'],
    ['a renewal Awaiting Verification with e-sign on', { ...selected(4, 3), esignEnabled: true }, 'Send e-Sign'],
    ['Renewal Awaiting Processing', selected(12, 3), 'Process Renewal'],
    ['Processing Failed', selected(13), 'Retry'],
    ['Complete', selected(9), 'Upload'],
    ['editing', { ...selected(3), mode: 'edit' as const, dirty: true }, 'Save'],
  ])('with %s is %s, and only it', (_, context, name) => {
    toolbar(context);
    expect(primaries()).toEqual([name]);
  });
});

describe('what Save will do, before it is pressed', () => {
  it('shows the note it is given under the buttons, as the description of Save', () => {
    const note = 'Saving re-validates the rows; a valid import is held for verification before it is processed';
    render(<ImportToolbar context={{ ...base, ...selected(3), mode: 'edit', dirty: true }} onAction={jest.fn()} saveNote={note} />);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-describedby')).toBe(screen.getByText(note).id);
  });
});

describe('why a button is disabled', () => {
  const BUTTON_ENABLED: Record<keyof ToolbarState['why'], (state: ToolbarState) => boolean> = {
    refresh: () => true,
    upload: (state) => state.upload,
    manualEntry: (state) => state.manualEntry,
    edit: (state) => state.edit,
    decision: (state) => state.decisionEnabled,
    retry: (state) => state.retry,
    reject: (state) => state.reject,
    save: (state) => state.save,
    cancel: (state) => state.cancel,
  };

  it('gives a reason for every disabled button and none for an enabled one, in every status, mode and state', () => {
    const selections = [undefined, ...IMPORT_STATUSES.flatMap(({ id }) => [selected(id, 1).selected, selected(id, 3).selected, selected(id, 1, PROCESSING_LEASE_MS + 1_000).selected])];
    const wrong: string[] = [];
    let checked = 0;
    for (const chosen of selections)
      for (const mode of ['view', 'edit', 'manual'] as const)
        for (const busy of [false, true])
          for (const dirty of [false, true])
            for (const esignEnabled of [false, true]) {
              const context = { ...base, selected: chosen, mode, busy, dirty, esignEnabled };
              const state = toolbarState(context);
              for (const [button, enabledIn] of Object.entries(BUTTON_ENABLED)) {
                const enabled = button === 'refresh' ? mode === 'view' : enabledIn(state);
                const reason = state.why[button as keyof ToolbarState['why']];
                if (enabled === (reason !== undefined)) wrong.push(`${button} ${enabled ? 'enabled' : 'disabled'} with reason ${reason} in ${JSON.stringify({ ...context, statusName: undefined })}`);
                checked++;
              }
            }
    expect(wrong).toEqual([]);
    expect(checked).toBe((1 + IMPORT_STATUSES.length * 3) * 3 * 2 * 2 * 2 * 9);
  });

  it('keeps a disabled button in the tab order, with its reason as its description, and does nothing when it is pressed', () => {
    const { onAction } = toolbar(selected(3));
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(isEnabled(approve)).toBe(false);
    expect(approve.tabIndex).toBe(0);
    expect(accessibleDescription(approve)).toBe('Only an import in Awaiting Verification can be approved; this one is Validation Failed.');
    fireEvent.click(approve);
    expect(onAction).not.toHaveBeenCalled();
  });

  it.each([
    [{}, 'Edit', 'Select an import in the list first.'],
    [selected(9), 'Edit', 'Only an import in Validation Failed, Awaiting Verification or Awaiting Signature can be edited; this one is Complete.'],
    [selected(9), 'Reject', 'An import in Complete cannot be rejected.'],
    [selected(9), 'Retry', 'Retry is for an import whose processing failed or stopped; this one is Complete.'],
    [selected(8), 'Retry', 'This import is still Processing; Retry is offered if it stops for longer than expected.'],
    [{ ...selected(4), mode: 'edit' as const }, 'Upload', 'Save or cancel your changes first.'],
    [{ ...selected(4), mode: 'edit' as const }, 'Save', 'Nothing has changed yet.'],
    [selected(4), 'Save', 'Choose Edit first.'],
    [{ ...selected(13), busy: true }, 'Retry', 'Wait for the current action to finish.'],
  ])('in %o, %s says: %s', (context, name, reason) => {
    toolbar(context);
    expect(accessibleDescription(screen.getByRole('button', { name }))).toBe(reason);
  });

  it('names statuses as the list does', () => {
    toolbar({ ...selected(3), statusName: (status) => `Status ${status}` });
    expect(accessibleDescription(screen.getByRole('button', { name: 'Approve' }))).toBe('Only an import in Status 4 can be approved; this one is Status 3.');
  });
});

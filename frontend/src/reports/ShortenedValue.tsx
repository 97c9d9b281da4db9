import Popover from '@cloudscape-design/components/popover';

/**
 * A value shown shorter than it is (a 36-character id): the short form in the cell, the whole value in a
 * popover that opens from the keyboard (Enter on the focusable text) as well as the pointer.
 */
export default function ShortenedValue({ shown, whole }: { shown: string; whole: string }) {
  if (shown === whole) return <>{shown}</>;
  return (
    <Popover triggerType="text" size="large" dismissButton={false} renderWithPortal content={whole}>
      {shown}
    </Popover>
  );
}

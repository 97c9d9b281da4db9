import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS } from './timing';

/** The one loading indicator: it appears only after 333 ms, so quick answers never flash it. */
export default function DelayedLoader() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" data-testid="loader" style={{ display: 'flex', justifyContent: 'center', padding: '2rem' }}>
      <Spinner size="large" /> <span style={{ marginLeft: '0.5rem' }}>Loading</span>
    </div>
  );
}

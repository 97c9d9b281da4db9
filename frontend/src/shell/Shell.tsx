import Box from '@cloudscape-design/components/box';
import { Suspense, useRef } from 'react';
import type { Intermediary } from '../../../domain/intermediary';
import DelayedLoader from '../shared/DelayedLoader';
import { useProductDefinitions } from '../shared/lookups';
import ApplicationMessages from './ApplicationMessages';
import AppRoutes from './AppRoutes';
import { menuFor } from './menu';
import { useSession } from './session-context';
import TopBar from './TopBar';
import TopMenu from './TopMenu';
import { usePageNavigation } from './use-page-navigation';

/** One layout for every signed-in screen: top bar, top menu, the banners and the screen. */
export default function Shell({ onChooseIntermediary }: { onChooseIntermediary: (intermediary: Intermediary) => void }) {
  const { user, intermediary } = useSession();
  const productDefinitions = useProductDefinitions();
  const main = useRef<HTMLElement>(null);
  usePageNavigation(main);

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header>
        <TopBar onChooseIntermediary={onChooseIntermediary} />
        <TopMenu entries={menuFor(user, intermediary, productDefinitions.data)} />
      </header>
      <main id="main-content" ref={main} tabIndex={-1}>
        <Box padding={{ horizontal: 'l', vertical: 'l' }}>
          <Box margin={{ bottom: 'l' }}>
            <ApplicationMessages />
          </Box>
          <Suspense fallback={<DelayedLoader />}>
            <AppRoutes productDefinitions={productDefinitions} />
          </Suspense>
        </Box>
      </main>
    </>
  );
}

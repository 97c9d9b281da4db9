import Box from '@cloudscape-design/components/box';
import { Suspense, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Intermediary } from '../../../domain/intermediary';
import DelayedLoader from '../shared/DelayedLoader';
import { useProductDefinitions } from '../shared/lookups';
import ApplicationMessages from './ApplicationMessages';
import AppRoutes from './AppRoutes';
import { menuFor } from './menu';
import { screenName } from './page-title';
import FailureBoundary from './FailureBoundary';
import { useSession } from './session-context';
import TopBar from './TopBar';
import TopMenu from './TopMenu';
import { usePageNavigation } from './use-page-navigation';

/** One layout for every signed-in screen: top bar, top menu, the banners and the screen. */
export default function Shell({ onChooseIntermediary }: { onChooseIntermediary: (intermediary: Intermediary) => void }) {
  const { user, intermediary } = useSession();
  const productDefinitions = useProductDefinitions();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  usePageNavigation(main);

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {/* Not a <header>: the top bar's own is the page's one banner landmark. */}
      <div>
        <TopBar onChooseIntermediary={onChooseIntermediary} />
        <TopMenu entries={menuFor(user, intermediary, productDefinitions.data)} />
      </div>
      <main id="main-content" ref={main} tabIndex={-1}>
        <Box padding={{ horizontal: 'l', vertical: 'l' }}>
          <Box margin={{ bottom: 'l' }}>
            <ApplicationMessages />
          </Box>
          <FailureBoundary name={screenName(pathname) ?? 'This screen'} resetKey={pathname}>
            <Suspense fallback={<DelayedLoader />}>
              <AppRoutes productDefinitions={productDefinitions} />
            </Suspense>
          </FailureBoundary>
        </Box>
      </main>
    </>
  );
}

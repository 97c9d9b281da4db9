import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import DelayedLoader from '../shared/DelayedLoader';
import { lazyPart } from '../shared/lazy-part';
import { isPermitted, MENU, type MenuEntry, type ProductDefinitions } from './menu';
import ScreenLoadFailure from './ScreenLoadFailure';
import { useSession } from './session-context';

// One lazily loaded chunk per screen.
const HomePage = lazyPart(() => import('../home/HomePage'));
const DownloadsPage = lazyPart(() => import('../downloads/DownloadsPage'));
const ReleaseInfoPage = lazyPart(() => import('../info/ReleaseInfoPage'));
const NotAvailableYet = lazyPart(() => import('../shared/NotAvailableYet'));
const ReportScreen = lazyPart(() => import('../reports/ReportScreen'));
const PreauthorisationPage = lazyPart(() => import('../preauthorisation/PreauthorisationPage'));
const ImportPage = lazyPart(() => import('../imports/ImportPage'));

/** The screens built so far, by route; the other menu routes show the shared 'not available yet' page. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': HomePage,
  '/downloads': DownloadsPage,
  '/preauthorisation': PreauthorisationPage,
  '/import': ImportPage,
  '/contractreport': ReportScreen,
  '/commissionreport': ReportScreen,
  '/ecoespostcodesearch': ReportScreen,
  '/ecoesmpansearch': ReportScreen,
  '/xoserveaddresssearch': ReportScreen,
  '/xoservemprnsearch': ReportScreen,
};

export default function AppRoutes({ productDefinitions }: { productDefinitions: UseQueryResult<ProductDefinitions> }) {
  return (
    <Routes>
      {MENU.map((entry) => (
        <Route key={entry.path} path={entry.path}
          element={<PermittedScreen entry={entry} productDefinitions={productDefinitions} />} />
      ))}
      <Route path="/info" element={<ReleaseInfoPage />} />
      <Route path="/info/:version" element={<ReleaseInfoPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/** A route the user may not use falls back to Home; one whose permission cannot be told yet says so. */
function PermittedScreen({ entry, productDefinitions }: { entry: MenuEntry; productDefinitions: UseQueryResult<ProductDefinitions> }) {
  const { user, intermediary } = useSession();
  if (entry.preauthorisation && productDefinitions.isPending) return <DelayedLoader />;
  if (entry.preauthorisation && productDefinitions.isError) {
    return <ScreenLoadFailure screen={entry.text} onRetry={() => void productDefinitions.refetch()} retrying={productDefinitions.isFetching} />;
  }
  if (!isPermitted(entry, user, intermediary, productDefinitions.data)) return <Navigate to="/" replace />;
  const Screen = SCREENS[entry.path];
  return Screen ? <Screen /> : <NotAvailableYet title={entry.text} />;
}

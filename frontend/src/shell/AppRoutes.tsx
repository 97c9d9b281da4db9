import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import DelayedLoader from '../shared/DelayedLoader';
import { isPermitted, MENU, type MenuEntry, type ProductDefinitions } from './menu';
import ScreenLoadFailure from './ScreenLoadFailure';
import { useSession } from './session-context';

// One lazily loaded chunk per screen.
const HomePage = lazy(() => import('../home/HomePage'));
const DownloadsPage = lazy(() => import('../downloads/DownloadsPage'));
const ReleaseInfoPage = lazy(() => import('../info/ReleaseInfoPage'));
const NotAvailableYet = lazy(() => import('../shared/NotAvailableYet'));
const ReportScreen = lazy(() => import('../reports/ReportScreen'));
const PreauthorisationPage = lazy(() => import('../preauthorisation/PreauthorisationPage'));
const ImportPage = lazy(() => import('../imports/ImportPage'));

/** The screens built so far, by route; the other menu routes show the shared 'not available yet' page. */
const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
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

import { useLocation } from 'react-router-dom';
import { REPORT_DEFINITIONS, REPORT_ROUTES } from '../../../domain/reports/definitions';
import ReportPage from './ReportPage';

/** The report routes share one screen; keyed by report, so changing report resets results and parameters. */
export default function ReportScreen() {
  const { pathname } = useLocation();
  const name = REPORT_ROUTES[pathname];
  if (!name) return null;
  return <ReportPage key={name} definition={REPORT_DEFINITIONS[name]} />;
}

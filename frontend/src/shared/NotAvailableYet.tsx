import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';

/** The honest page for a menu item whose screen is not part of this release yet. */
export default function NotAvailableYet({ title }: { title: string }) {
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Alert type="info" header="Not available yet">
        This screen is not available in this version of the application. It will appear here in a later release.
      </Alert>
    </ContentLayout>
  );
}

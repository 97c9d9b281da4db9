import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

/** Without /config.json the application cannot reach its user pool or API. */
export default function StartFailure() {
  return (
    <Box padding="xxl">
      <Alert type="error" header="The application could not start">
        Its settings could not be loaded. Refresh the page; if this keeps happening, contact the supplier.
      </Alert>
    </Box>
  );
}

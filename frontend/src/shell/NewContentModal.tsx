import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** 'New Content Available': a new service worker is waiting; Refresh clears session storage and reloads into it. */
export default function NewContentModal() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisterError: (error: Error) => console.warn('Service worker not registered', error.message) });

  const refresh = () => {
    sessionStorage.clear();
    void updateServiceWorker(true);
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={needRefresh}
      header="New Content Available"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={refresh}>Refresh</Button>
        </Box>
      }
    >
      Please refresh to view the latest application version
    </Modal>
  );
}

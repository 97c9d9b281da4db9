import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { DEFAULT_REQUEST_WINDOW, REQUEST_LIST_MESSAGES, type RequestWindow } from '../../../domain/preauthorisation/list-window';
import { thirdPartyCostAccess } from '../../../domain/intermediary';
import { canRequestPayment, offeredTerms } from '../../../domain/preauthorisation/payment-request';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { useFocusWhenLost } from '../shared/focus';
import { lazyPart } from '../shared/lazy-part';
import ListLoadFailure from '../shared/ListLoadFailure';
import OlderPages from '../shared/OlderPages';
import { useProductDefinitions } from '../shared/lookups';
import FailureBoundary from '../shell/FailureBoundary';
import { useSession } from '../shell/session-context';
import { authorisationsKey, useAuthorisations } from './api';
import AuthorisationTable from './AuthorisationTable';
import PaymentDialog from './PaymentDialog';
import RequestWindowSelect from './RequestWindowSelect';

// Loaded when first opened, so the list opens without the request's form.
const PreAuthorisationDialog = lazyPart(() => import('./PreAuthorisationDialog'));

/** The pre-qualifier: the intermediary's pre-authorisations, Run Checks, and Request Initial Payment. */
export default function PreauthorisationPage() {
  const { intermediary } = useSession();
  const definitions = useProductDefinitions().data ?? {};
  const [requestWindow, setRequestWindow] = useState<RequestWindow>(DEFAULT_REQUEST_WINDOW);
  const authorisations = useAuthorisations(intermediary.id, requestWindow);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'request' | MeterPointAuthorisation>();
  const [requested, setRequested] = useState<string>();

  const products = Object.keys(intermediary.products)
    .map((id) => definitions[id])
    .filter((definition) => definition?.requirepreauthorisation);
  /** Terms the intermediary's product allows, within the product definition's. */
  const productTerms = (product: number) => offeredTerms(intermediary.products[String(product)], definitions[String(product)]);
  const commissionEditable = (product: number) => thirdPartyCostAccess(intermediary.products[String(product)]).edit;
  const canRequest = (row: MeterPointAuthorisation) => canRequestPayment(row, intermediary.products[String(row.product)], definitions[String(row.product)]);
  const rows = authorisations.data?.pages.flatMap((page) => page.rows) ?? [];
  const confirmation = useRef<HTMLDivElement>(null);
  // The row's Request button goes once the list shows the payment requested, so focus would fall to the page.
  useFocusWhenLost(confirmation, requested && !dialog && rows);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: authorisationsKey(intermediary.id) });
  const terms = [...new Set(products.flatMap((product) => productTerms(product.id)))].sort((a, b) => Number(a) - Number(b));

  return (
    <SpaceBetween size="m">
      {requested && (
        <div ref={confirmation} tabIndex={-1}>
          {/* ariaRole 'status' has the Flashbar announce the confirmation itself. */}
          <Flashbar items={[{ type: 'success', ariaRole: 'status', content: `Initial payment requested for ${requested}`, dismissible: true, dismissLabel: 'Dismiss', onDismiss: () => setRequested(undefined), id: 'requested' }]} />
        </div>
      )}
      <ListLoadFailure words={REQUEST_LIST_MESSAGES} state={authorisations} onRetry={() => authorisations.refetch()} />
      <AuthorisationTable
        rows={rows}
        loading={authorisations.isPending}
        loadFailed={authorisations.isLoadingError}
        terms={terms}
        productName={(product) => definitions[String(product)]?.name ?? String(product)}
        showPayments={products.some((product) => product.showpaymentrequest)}
        canRequest={canRequest}
        onRequest={setDialog}
        header={
          <Header
            variant="h1"
            counter={authorisations.data ? `(${rows.length})` : undefined}
            description={`Credit and authorisation checks for ${intermediary.name}.`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <RequestWindowSelect value={requestWindow} onChange={setRequestWindow} />
                <Button iconName="refresh" ariaLabel="Refresh" loading={authorisations.isRefetching} loadingText="Refreshing pre-authorisations" onClick={refresh} />
                <Button
                  variant="primary"
                  disabled={products.length === 0}
                  disabledReason={products.length === 0 ? `None of ${intermediary.name}'s products needs pre-authorisation.` : undefined}
                  onClick={() => setDialog('request')}
                >
                  New Pre-Authorisation
                </Button>
              </SpaceBetween>
            }
          >
            Pre-Qualifier
          </Header>
        }
      />
      <OlderPages
        words={REQUEST_LIST_MESSAGES}
        loaded={rows.length}
        more={authorisations.hasNextPage}
        loading={authorisations.isFetchingNextPage}
        failed={authorisations.isFetchNextPageError}
        onLoadOlder={() => void authorisations.fetchNextPage()}
      />
      {/* A dialog that fails, or a request form that cannot be downloaded, leaves the screen as it is. */}
      <FailureBoundary name={dialog === 'request' ? 'Pre-Authorisation Request' : 'Request Initial Payment'} resetKey={dialog === 'request' ? dialog : dialog?.mpxn} onDismiss={() => setDialog(undefined)}>
        <Suspense>
          {dialog === 'request' && (
            <PreAuthorisationDialog
              tpiid={intermediary.id}
              products={products}
              productTerms={productTerms}
              onChecked={refresh}
              canRequest={canRequest}
              onRequest={setDialog}
              onClose={() => setDialog(undefined)}
            />
          )}
          {dialog && dialog !== 'request' && (
            <PaymentDialog
              row={dialog}
              rows={rows}
              canRequest={canRequest}
              productTerms={productTerms}
              commissionEditable={commissionEditable}
              onClose={() => setDialog(undefined)}
              onRequested={() => {
                setRequested(dialog.mpxn);
                setDialog(undefined);
                void refresh();
              }}
            />
          )}
        </Suspense>
      </FailureBoundary>
    </SpaceBetween>
  );
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FileDropzone from '@cloudscape-design/components/file-dropzone';
import FileInput from '@cloudscape-design/components/file-input';
import Flashbar from '@cloudscape-design/components/flashbar';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { acceptedFileTypes, checkFileType, fileTypeHint, formatForFile } from '../../../domain/file-name';
import { MAX_IMPORT_ROWS } from '../../../domain/import/file-limits';
import { IMPORT_MESSAGES } from '../../../domain/import/messages';
import { formatCount } from '../../../domain/quantities';
import type { FileFormat } from '../../../domain/reference-data/file-formats';
import { failureMessages } from '../api/client';
import { createImport } from './api';
import type { ImportScreenConfig } from './import-config';
import type { FileImportSummary } from './types';
import { UPLOAD_MESSAGES, UploadRefused, UploadStalled, uploadToStorage } from './upload-file';
import { useAnnounce, useAnnouncement } from '../shared/Announcer';
import { useFocusOnOpen, useFocusWhenLost } from '../shared/focus';

interface UploadDialogProps {
  readonly config: ImportScreenConfig;
  readonly userid: string;
  readonly formats: readonly FileFormat[];
  readonly productName: (id: number) => string;
  readonly onUploaded: (created: FileImportSummary) => void;
  readonly onClose: () => void;
}

/** Why an upload did not finish, in the broker's words: a heading when the words of the product need saying what to do. */
interface UploadFailure {
  readonly header?: string;
  readonly text: string;
}

function uploadFailure(error: unknown): UploadFailure {
  if (error instanceof UploadRefused) return { text: error.message };
  if (error instanceof UploadStalled) return { header: UPLOAD_MESSAGES.failed, text: UPLOAD_MESSAGES.stalled };
  return { text: UPLOAD_MESSAGES.failed };
}

/**
 * The Upload dialog: product, file format, hold for manual verification, a drop area, progress. Sending the file can be
 * cancelled (Cancel upload, Escape or the close button); creating the import once it is stored cannot, so it is waited for.
 */
export default function UploadDialog({ config, userid, formats, productName, onUploaded, onClose }: UploadDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const products = config.products.filter((p) => p.config.fileformats.length > 0);
  const [product, setProduct] = useState(products[0]?.productdefinition);
  const productFormats = formats.filter((f) => products.find((p) => p.productdefinition === product)?.config.fileformats.includes(f.id));
  const [formatId, setFormatId] = useState<number | undefined>(productFormats[0]?.id);
  const format = productFormats.find((f) => f.id === formatId) ?? productFormats[0];
  const [hold, setHold] = useState(false);
  const [file, setFile] = useState<File>();
  /** Shown while the file is sent and then while its import is created. */
  const [progress, setProgress] = useState<number>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<UploadFailure>();
  /** Cancels the file's transfer while it runs. */
  const transfer = useRef<AbortController>(undefined);
  /** The chosen file once stored: trying again after the import could not be created sends it no second time. */
  const stored = useRef<{ readonly file: File; readonly key: string }>(undefined);
  useEffect(() => () => transfer.current?.abort(), []);
  const announce = useAnnounce();
  const typeFailure = file && format ? checkFileType(file.name, format.source) : undefined;
  const uploadBlocked = !format ? UPLOAD_MESSAGES.chooseFormat : !file ? UPLOAD_MESSAGES.chooseFile : typeFailure ? UPLOAD_MESSAGES.chooseOtherFile : undefined;

  const sources = productFormats.map((f) => f.source);
  const choose = (files: readonly File[]) => {
    const [chosen] = files;
    setFile(chosen);
    setFailure(undefined);
    if (chosen) setFormatId(formatForFile(chosen.name, format, productFormats)?.id);
  };

  /** Stores the chosen file (unless it is stored already), answering its key, or undefined when it was not stored. */
  async function store(chosen: File): Promise<string | undefined> {
    if (stored.current?.file === chosen) return stored.current.key;
    setProgress(0);
    const controller = new AbortController();
    transfer.current = controller;
    try {
      const { key } = await uploadToStorage('imports', `${config.sourceid}/uploads/${Date.now()}`, chosen, setProgress, controller.signal);
      stored.current = { file: chosen, key };
      return key;
    } catch (error) {
      setProgress(undefined);
      // A cancelled upload is said by cancelUpload; either way the file stays chosen, to send again.
      if (!controller.signal.aborted) setFailure(uploadFailure(error));
      return undefined;
    } finally {
      transfer.current = undefined;
    }
  }

  async function upload() {
    if (!file || !format || product === undefined || typeFailure) return;
    setFailure(undefined);
    const key = await store(file);
    if (key === undefined) return;
    setCreating(true);
    const created = await createImport({
      s3key: key, fileformat: format.id, productdefinition: product, importstatus: 1, sourcetype: config.sourcetype,
      sourceid: config.sourceid, userid, parameters: config.parameters, manualverification: hold,
    });
    setCreating(false);
    setProgress(undefined);
    if (created.status !== 200) return setFailure({ header: IMPORT_MESSAGES.importError, text: failureMessages(created.data, created.status).join(' ') });
    onUploaded(created.data as FileImportSummary);
  }

  const cancelUpload = () => {
    if (!transfer.current) return;
    transfer.current.abort();
    announce(UPLOAD_MESSAGES.cancelled);
  };
  const dismiss = () => {
    if (creating) return;
    transfer.current?.abort();
    onClose();
  };

  const uploading = progress !== undefined && !creating;
  useAnnouncement(failure && [failure.header, failure.text].filter(Boolean).join('. '), 'assertive');
  useFocusWhenLost(failureAlert, failure);
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Upload"
      onDismiss={dismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={creating} onClick={uploading ? cancelUpload : onClose}>{uploading ? 'Cancel upload' : 'Cancel'}</Button>
            <Button variant="primary" loading={progress !== undefined} loadingText="Uploading" disabled={uploadBlocked !== undefined} disabledReason={uploadBlocked} onClick={() => void upload()}>Upload</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={body}>
      <SpaceBetween size="m">
        <FormField label="Product">
          <Select
            selectedOption={product === undefined ? null : { value: String(product), label: productName(product) }}
            options={products.map((p) => ({ value: String(p.productdefinition), label: productName(p.productdefinition) }))}
            onChange={({ detail }) => (setProduct(Number(detail.selectedOption.value)), setFormatId(undefined))}
          />
        </FormField>
        <FormField label="File format">
          <Select
            selectedOption={format ? { value: String(format.id), label: format.name } : null}
            options={productFormats.map((f) => ({ value: String(f.id), label: f.name }))}
            onChange={({ detail }) => setFormatId(Number(detail.selectedOption.value))}
          />
        </FormField>
        <Checkbox checked={hold} onChange={({ detail }) => setHold(detail.checked)}>Hold for Manual Verification</Checkbox>
        <FormField
          label="File"
          description={`Up to ${formatCount(MAX_IMPORT_ROWS, 'rows')}`}
          errorText={typeFailure}
          constraintText={typeFailure ? fileTypeHint(sources) : undefined}
        >
          <FileDropzone onChange={({ detail }) => choose(detail.value)}>
            <SpaceBetween size="xxs" alignItems="center">
              <Box>{file ? file.name : 'Drop a file here'}</Box>
              <FileInput ariaLabel="Choose file" accept={acceptedFileTypes(sources)} value={file ? [file] : []} onChange={({ detail }) => choose(detail.value)}>
                Choose file
              </FileInput>
            </SpaceBetween>
          </FileDropzone>
        </FormField>
        {progress !== undefined && <ProgressBar value={progress} label="Uploading" />}
        {failure && <div ref={failureAlert} tabIndex={-1}><Flashbar items={[{ id: 'failure', type: 'error', header: failure.header, content: failure.text }]} /></div>}
      </SpaceBetween>
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { FormDialog, UploadDropzone } from '@waybill/ui';
import { fileUpload } from '../../lib/file-upload';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { acceptedDocumentTypes } from './format';

/**
 * The Upload Document dialog (SPEC §2, §4): one PDF, DOC, DOCX, CSV or XLSX file chosen or dropped, shown with
 * its size in MB; a success closes the dialog, forgets the file and refreshes the document lists; a refusal
 * shows the server's reason in the 'Error' toast and keeps the dialog open.
 */
export function UploadDocumentDialog({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useApiMutation('post', '/user/upload-file', {
    errorMessage: 'An error occurred while uploading the document',
    successToast: 'Document uploaded successfully',
    onSuccess: async () => {
      setFiles([]);
      onClose();
      await invalidate('/user/files/{id}');
    },
  });
  const [file] = files;

  function submit() {
    if (!file) return;
    upload.mutate(fileUpload(file));
  }

  return (
    <FormDialog
      title="Upload Document"
      isOpen
      onClose={onClose}
      submitLabel="Upload Document"
      pendingLabel="Uploading..."
      isPending={upload.isPending}
      isSubmitDisabled={!file}
      onSubmit={submit}
    >
      <UploadDropzone
        files={files}
        onChange={setFiles}
        acceptedFileTypes={acceptedDocumentTypes}
        maxFiles={1}
        description="Supported formats: PDF, DOC, DOCX, CSV, XLSX"
        isDisabled={upload.isPending}
      />
    </FormDialog>
  );
}

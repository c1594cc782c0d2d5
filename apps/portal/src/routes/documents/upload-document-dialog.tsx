import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, Modal, Stack, UploadDropzone } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { acceptedDocumentTypes } from './format';
import { userFilesKey } from './queries';

/**
 * The Upload Document dialog (SPEC §2, §4): one PDF, DOC, DOCX, CSV or XLSX file chosen or dropped, shown with
 * its size in MB; a success closes the dialog, forgets the file and refreshes the document lists; a refusal
 * shows the server's reason in the 'Error' toast and keeps the dialog open.
 */
export function UploadDocumentDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useApiMutation('post', '/user/upload-file', {
    errorMessage: 'An error occurred while uploading the document',
    successToast: 'Document uploaded successfully',
    onSuccess: async () => {
      setFiles([]);
      onClose();
      await queryClient.invalidateQueries({ queryKey: userFilesKey });
    },
  });
  const [file] = files;

  function submit() {
    if (!file) return;
    upload.mutate({
      // The contract types the binary field as text; the serializer sends the file itself as multipart.
      body: { file: file.name },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file);
        return form;
      },
    });
  }

  return (
    <Modal isDismissable={!upload.isPending} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog title="Upload Document">
        <Stack gap="medium">
          <UploadDropzone
            files={files}
            onChange={setFiles}
            acceptedFileTypes={acceptedDocumentTypes}
            maxFiles={1}
            description="Supported formats: PDF, DOC, DOCX, CSV, XLSX"
            isDisabled={upload.isPending}
          />
          <DialogActions>
            <Button variant="secondary" slot="close" isDisabled={upload.isPending}>
              Cancel
            </Button>
            <Button onPress={submit} isDisabled={!file} isPending={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload Document'}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Modal>
  );
}

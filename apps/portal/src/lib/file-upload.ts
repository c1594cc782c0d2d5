/**
 * The request parts of a `multipart/form-data` call of the contract (`FileUpload`: one field `file`), for
 * `mutate({ params, ...fileUpload(file) })`. The contract types a binary field as a string, so the typed body
 * carries the file's name and the serializer sends the file itself; the browser sets the multipart boundary.
 */
export function fileUpload(file: File) {
  return {
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
  };
}

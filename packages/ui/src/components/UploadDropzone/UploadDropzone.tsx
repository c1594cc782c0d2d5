import { useId } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fieldClassName } from '../Field/Field';
import * as styles from './UploadDropzone.css';

export interface UploadDropzoneProps {
  /** What to drop, e.g. 'Drop a document here'. */
  label: string;
  /** The chosen files (controlled). */
  files: File[];
  /** Called with the new list of chosen files, after choosing, dropping or removing one. */
  onChange: (files: File[]) => void;
  /** Accepted types: MIME types (`application/pdf`) or extensions (`.csv`). Empty accepts everything. */
  acceptedFileTypes?: string[];
  /**
   * Whether several files may be chosen; otherwise a new file replaces the chosen one.
   * @default false
   */
  allowsMultiple?: boolean;
  /** Called with files that were dropped but are not of an accepted type. */
  onReject?: (files: File[]) => void;
  /** Help text, e.g. the accepted types. */
  description?: string;
  /** Whether choosing is blocked, e.g. while uploading. */
  isDisabled?: boolean;
}

/** Whether a file matches one of the accepted MIME types or extensions. */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, acceptedFileTypes: string[]): boolean {
  if (acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  return acceptedFileTypes.some((accepted) =>
    accepted.startsWith('.') ? name.endsWith(accepted.toLowerCase()) : file.type === accepted,
  );
}

function isFileItem(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/** A drop area with a 'Choose file' button; the chosen files are listed with a Remove button each. */
export function UploadDropzone({
  label,
  files,
  onChange,
  acceptedFileTypes = [],
  allowsMultiple = false,
  onReject,
  description,
  isDisabled = false,
}: UploadDropzoneProps) {
  const hintId = useId();

  function choose(chosen: File[]) {
    const accepted = chosen.filter((file) => isAcceptedFile(file, acceptedFileTypes));
    const rejected = chosen.filter((file) => !isAcceptedFile(file, acceptedFileTypes));
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length === 0) return;
    onChange(allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  }

  return (
    <div className={fieldClassName}>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        aria-label={label}
        onDrop={async (event) =>
          choose(await Promise.all(event.items.filter(isFileItem).map((item) => item.getFile())))
        }
      >
        <p className={styles.prompt}>{label}</p>
        {description && (
          <p id={hintId} className={styles.hint}>
            {description}
          </p>
        )}
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => choose(list ? [...list] : [])}
        >
          <Button
            variant="secondary"
            size="small"
            isDisabled={isDisabled}
            aria-describedby={description ? hintId : undefined}
          >
            Choose file
          </Button>
        </FileTrigger>
      </DropZone>
      {files.length > 0 && (
        <ul className={styles.files} aria-label="Chosen files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                size="small"
                isDisabled={isDisabled}
                aria-label={`Remove ${file.name}`}
                onPress={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

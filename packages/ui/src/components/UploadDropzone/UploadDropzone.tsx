import { useId, useState } from 'react';
import {
  Button as RACButton,
  DropZone,
  FileTrigger,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { fieldClassName } from '../Field/Field';
import * as styles from './UploadDropzone.css';

export interface UploadDropzoneProps {
  /** The chosen files (controlled). */
  files: File[];
  /** Called with the new list of chosen files, after choosing, dropping or removing one. */
  onChange: (files: File[]) => void;
  /** Accepted types: MIME types (`application/pdf`) or extensions (`.csv`). Empty accepts everything. */
  acceptedFileTypes?: string[];
  /**
   * How many files may be chosen. With one, a newly chosen file replaces the chosen one.
   * @default 1
   */
  maxFiles?: number;
  /**
   * The text of the area, which is also the name of its button.
   * @default 'Drag & drop files here, or click to select files'
   */
  label?: string;
  /** Help text under the label, e.g. the supported formats. */
  description?: string;
  /**
   * The name of the drop target that keyboard and screen reader users drop or paste files on.
   * @default 'Drop files'
   */
  dropLabel?: string;
  /**
   * The message shown when files of another type are dropped.
   * @default 'Not a supported file type: {names}'
   */
  rejectedMessage?: (files: File[]) => string;
  /**
   * The message shown when more files are dropped than `maxFiles` allows.
   * @default 'Only one file is allowed' or 'At most {maxFiles} files are allowed'
   */
  tooManyMessage?: (maxFiles: number) => string;
  /**
   * The text of a chosen file's remove button; its accessible name adds the file's name.
   * @default 'Remove'
   */
  removeText?: string;
  /**
   * The accessible name of the list of chosen files.
   * @default 'Chosen files'
   */
  filesLabel?: string;
  /** Called with files that were dropped but are not of an accepted type. */
  onReject?: (files: File[]) => void;
  /** Whether choosing and removing are blocked, e.g. while uploading. */
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

/** A file size in megabytes with two decimals, e.g. '1.25 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

const defaultRejectedMessage = (files: File[]) =>
  `Not a supported file type: ${files.map((file) => file.name).join(', ')}`;

const defaultTooManyMessage = (maxFiles: number) =>
  maxFiles === 1 ? 'Only one file is allowed' : `At most ${maxFiles} files are allowed`;

function isFileItem(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/**
 * An area to drop files on or to click for the file chooser. The chosen files are listed with their
 * size in MB and a remove button; files of another type, or more than `maxFiles`, are refused with a
 * message under the area.
 */
export function UploadDropzone({
  files,
  onChange,
  acceptedFileTypes = [],
  maxFiles = 1,
  label = 'Drag & drop files here, or click to select files',
  description,
  dropLabel = 'Drop files',
  rejectedMessage = defaultRejectedMessage,
  tooManyMessage = defaultTooManyMessage,
  removeText = 'Remove',
  filesLabel = 'Chosen files',
  onReject,
  isDisabled = false,
}: UploadDropzoneProps) {
  const descriptionId = useId();
  const [message, setMessage] = useState<string | null>(null);

  function choose(chosen: File[]) {
    const accepted = chosen.filter((file) => isAcceptedFile(file, acceptedFileTypes));
    const rejected = chosen.filter((file) => !isAcceptedFile(file, acceptedFileTypes));
    if (rejected.length > 0) onReject?.(rejected);

    // One file at most: the new choice replaces the old one rather than being refused.
    const candidates = maxFiles === 1 ? accepted : [...files, ...accepted];
    const tooMany = candidates.length > maxFiles;
    if (rejected.length > 0) setMessage(rejectedMessage(rejected));
    else if (tooMany) setMessage(tooManyMessage(maxFiles));
    else setMessage(null);
    if (accepted.length > 0) onChange(candidates.slice(0, maxFiles));
  }

  return (
    <div className={fieldClassName}>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        aria-label={dropLabel}
        onDrop={async (event) =>
          choose(await Promise.all(event.items.filter(isFileItem).map((item) => item.getFile())))
        }
      >
        <svg className={styles.icon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={maxFiles > 1}
          onSelect={(list) => choose(list ? [...list] : [])}
        >
          <RACButton
            className={styles.chooser}
            isDisabled={isDisabled}
            aria-describedby={description ? descriptionId : undefined}
          >
            {label}
          </RACButton>
        </FileTrigger>
        {description && (
          <p id={descriptionId} className={styles.hint}>
            {description}
          </p>
        )}
      </DropZone>
      {message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={filesLabel}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatMegabytes(file.size)}</span>
              <Button
                variant="ghost"
                size="small"
                isDisabled={isDisabled}
                aria-label={`${removeText} ${file.name}`}
                onPress={() => {
                  setMessage(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                {removeText}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

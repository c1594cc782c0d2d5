import { useState } from 'react';
import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import * as styles from './Avatar.css';

/** The largest picture a user may choose: 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen picture was refused, worded for a toast. */
export interface AvatarImageError {
  title: string;
  description: string;
}

/** Checks a chosen picture: an image/* type of at most {@link AVATAR_MAX_BYTES}; `null` when it is fine. */
export function validateAvatarImage(file: Pick<File, 'type' | 'size'>): AvatarImageError | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid file type', description: 'Please upload an image file' };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB' };
  }
  return null;
}

export const AVATAR_SIZES = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** How the letters of an avatar without a picture are taken from the name. */
export const AVATAR_FALLBACKS = ['initials', 'letters'] as const;
export type AvatarFallback = (typeof AVATAR_FALLBACKS)[number];

export const AVATAR_SHAPES = ['circle', 'square'] as const;
export type AvatarShape = (typeof AVATAR_SHAPES)[number];

export interface AvatarProps {
  /** Whose picture it is: the image's alternative text, and the source of the fallback letters. */
  name: string;
  /** Address of the picture; without one, or when it fails to load, the fallback letters show. */
  src?: string | null;
  /** @default 'medium' */
  size?: AvatarSize;
  /**
   * `initials` for a person (first letters of the first and last names), `letters` for an
   * organization (the first two letters of its name).
   * @default 'initials'
   */
  fallback?: AvatarFallback;
  /**
   * `square` suits organization logos.
   * @default 'circle'
   */
  shape?: AvatarShape;
  /**
   * Makes the avatar a button that opens a file chooser; called with a picture that passed
   * {@link validateAvatarImage}.
   */
  onImageChosen?: (file: File) => void;
  /** Called instead of `onImageChosen` when the chosen file is not an image or is larger than 5 MB. */
  onImageRejected?: (error: AvatarImageError) => void;
  /**
   * While the chosen picture uploads: a spinner shows and the button is disabled.
   * @default false
   */
  isPending?: boolean;
  /**
   * Accessible name of the button that chooses a picture.
   * @default 'Change picture'
   */
  chooseLabel?: string;
}

/**
 * The upper-cased letters shown without a picture: with `initials`, the first letters of the first and
 * last words ('Bo Chen' -> 'BC'); with `letters`, the first two letters ('Acme Freight' -> 'AC').
 */
export function avatarFallback(name: string, fallback: AvatarFallback): string {
  const trimmed = name.trim();
  if (fallback === 'letters') return trimmed.slice(0, 2).toUpperCase();
  const words = trimmed.split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's picture or an organization's logo, with letters when there is no picture. With
 * `onImageChosen`, pressing it opens a file chooser for a new picture.
 */
export function Avatar({
  name,
  src,
  size = 'medium',
  fallback = 'initials',
  shape = 'circle',
  onImageChosen,
  onImageRejected,
  isPending = false,
  chooseLabel = 'Change picture',
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const picture = (
    <span className={styles.avatar({ size, shape })} data-size={size}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={name}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span role="img" aria-label={name}>
          <span aria-hidden="true">{avatarFallback(name, fallback)}</span>
        </span>
      )}
      {isPending && (
        <span className={styles.pending}>
          <Spinner size="small" aria-label="Uploading picture" />
        </span>
      )}
    </span>
  );
  if (!onImageChosen) return picture;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const error = validateAvatarImage(file);
    if (error) onImageRejected?.(error);
    else onImageChosen(file);
  };
  return (
    <FileTrigger acceptedFileTypes={['image/*']} onSelect={choose}>
      {/* Named by its hidden text, not aria-label: the visible letters would contradict an aria-label. */}
      <RACButton className={styles.chooseButton} isDisabled={isPending}>
        <span aria-hidden="true">{picture}</span>
        <span className={visuallyHidden}>{chooseLabel}</span>
      </RACButton>
    </FileTrigger>
  );
}

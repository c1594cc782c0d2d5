import { useState } from 'react';
import * as styles from './Avatar.css';

export const AVATAR_SIZES = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

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
   * `square` suits organization logos.
   * @default 'circle'
   */
  shape?: AvatarShape;
}

/** The fallback of an avatar: the first two letters of the name, upper-cased. */
export function avatarFallback(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

/** A person's picture or an organization's logo, with letters when there is no picture. */
export function Avatar({ name, src, size = 'medium', shape = 'circle' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
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
          <span aria-hidden="true">{avatarFallback(name)}</span>
        </span>
      )}
    </span>
  );
}

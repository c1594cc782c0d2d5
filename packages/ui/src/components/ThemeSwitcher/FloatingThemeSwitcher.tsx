import { useId, useRef, useState } from 'react';
import { Button as RACButton, DialogTrigger, VisuallyHidden } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { DEFAULT_THEME, applyTheme, type ThemeName } from '../../theme';
import { Popover } from '../Popover/Popover';
import * as styles from './FloatingThemeSwitcher.css';
import { ThemeIcon } from './private/ThemeIcon';
import { ThemeList } from './private/ThemeList';
import { useDragToMove, type Point } from './use-drag-to-move';

export interface FloatingThemeSwitcherProps {
  /** The theme in use (controlled). */
  theme?: ThemeName;
  /**
   * The theme shown as in use at first (uncontrolled).
   * @default 'SmallSpacing'
   */
  defaultTheme?: ThemeName;
  /**
   * Called with the theme the user picked, after it has been applied to the document root; persist it
   * here (the portal keeps it under 'theme-storage').
   */
  onThemeChange?: (theme: ThemeName) => void;
}

function describePosition({ x, y }: Point): string {
  return `Theme switcher moved to ${x} pixels from the left and ${y} pixels from the top.`;
}

/**
 * A round button floating over the page, in the bottom-right corner until the user moves it: drag it with
 * a pointer, or focus it and press the arrow keys (Shift for bigger steps). A press that is not a drag opens
 * a popover listing every theme; picking one applies it to the document root with `applyTheme`.
 */
export function FloatingThemeSwitcher({
  theme,
  defaultTheme = DEFAULT_THEME,
  onThemeChange,
}: FloatingThemeSwitcherProps) {
  const [ownTheme, setOwnTheme] = useState(defaultTheme);
  const current = theme ?? ownTheme;
  const [isOpen, setOpen] = useState(false);
  const floatingRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { position, isDragging, announcement, wasDragged, handleProps } = useDragToMove(floatingRef, {
    onDragStart: () => setOpen(false),
    describePosition,
  });

  function choose(name: ThemeName) {
    applyTheme(name);
    setOwnTheme(name);
    onThemeChange?.(name);
  }

  return (
    <div
      ref={floatingRef}
      className={styles.floating}
      data-moved={position ? true : undefined}
      data-dragging={isDragging || undefined}
      style={
        position
          ? assignInlineVars({ [styles.left]: `${position.x}px`, [styles.top]: `${position.y}px` })
          : undefined
      }
    >
      <DialogTrigger
        isOpen={isOpen}
        // The press that ends a drag would open the popover; only a press without movement does.
        onOpenChange={(open) => setOpen(open && !wasDragged())}
      >
        <RACButton
          {...handleProps}
          className={styles.handle}
          aria-label={`Theme: ${current}`}
          aria-describedby={hintId}
        >
          <ThemeIcon size={20} />
        </RACButton>
        <Popover isDialog={false} placement="top end">
          <ThemeList theme={current} onThemeChange={choose} />
        </Popover>
      </DialogTrigger>
      <VisuallyHidden id={hintId}>Drag it, or use the arrow keys, to move it.</VisuallyHidden>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}

import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { KeyboardEvent } from 'react-aria-components';

/** A point in viewport pixels, from the top-left corner. */
export interface Point {
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

/** Pointer travel, in pixels, below which a press stays a press instead of becoming a drag. */
export const DRAG_THRESHOLD = 4;

/** Pixels moved by one arrow key press; Shift moves four times as far. */
export const KEYBOARD_STEP = 16;

const ARROW_DIRECTIONS: Record<string, Point> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** Moves a box of `size` whose top-left corner is at `point` as little as needed to fit inside `viewport`. */
export function clampToViewport(point: Point, size: Size, viewport: Size): Point {
  return {
    x: Math.round(Math.min(Math.max(point.x, 0), Math.max(viewport.width - size.width, 0))),
    y: Math.round(Math.min(Math.max(point.y, 0), Math.max(viewport.height - size.height, 0))),
  };
}

function viewportSize(): Size {
  // clientWidth/clientHeight leave out scrollbars, so the element never hides under one.
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}

interface DragSession {
  pointerId: number;
  start: Point;
  origin: Point;
  size: Size;
  isDragging: boolean;
}

export interface DragToMoveOptions {
  /** Called once a pointer has travelled far enough to count as a drag. */
  onDragStart?: () => void;
  /** The text announced to screen readers after a move. */
  describePosition: (position: Point) => string;
}

export interface DragToMove {
  /** Where the element was moved to, or `null` while it sits where its styles place it. */
  position: Point | null;
  /** Whether a pointer is dragging the element now. */
  isDragging: boolean;
  /** The last move, in words, for a live region. */
  announcement: string;
  /** Whether the latest pointer gesture was a drag, so the press it ends with must be ignored. */
  wasDragged: () => boolean;
  /** Spread on the element the user grabs (the handle). */
  handleProps: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * Lets the user move a fixed-position element anywhere inside the viewport: dragging its handle with a
 * pointer, or pressing the arrow keys while the handle has focus. The element stays inside the viewport,
 * also when the window shrinks.
 */
export function useDragToMove(
  elementRef: RefObject<HTMLElement | null>,
  { onDragStart, describePosition }: DragToMoveOptions,
): DragToMove {
  const [position, setPosition] = useState<Point | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef(false);
  const stopListening = useRef<(() => void) | null>(null);

  useEffect(() => {
    function keepInside() {
      const element = elementRef.current;
      if (!element) return;
      const { width, height } = element.getBoundingClientRect();
      setPosition((current) => current && clampToViewport(current, { width, height }, viewportSize()));
    }
    window.addEventListener('resize', keepInside);
    return () => {
      window.removeEventListener('resize', keepInside);
      stopListening.current?.();
    };
  }, [elementRef]);

  function moveTo(point: Point, size: Size): Point {
    const next = clampToViewport(point, size, viewportSize());
    setPosition(next);
    return next;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    dragged.current = false;
    const element = elementRef.current;
    if (event.button !== 0 || !element) return;
    const rect = element.getBoundingClientRect();
    const session: DragSession = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: { x: rect.left, y: rect.top },
      size: { width: rect.width, height: rect.height },
      isDragging: false,
    };
    let last: Point | null = null;

    // Listening on the window, not the handle: the pointer may outrun the handle, and react-aria's press
    // handling releases any pointer capture the handle would take.
    function onMove(move: PointerEvent) {
      if (move.pointerId !== session.pointerId) return;
      const dx = move.clientX - session.start.x;
      const dy = move.clientY - session.start.y;
      if (!session.isDragging) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        session.isDragging = true;
        dragged.current = true;
        setIsDragging(true);
        onDragStart?.();
      }
      last = moveTo({ x: session.origin.x + dx, y: session.origin.y + dy }, session.size);
    }
    function onEnd(end: PointerEvent) {
      if (end.pointerId !== session.pointerId) return;
      stopListening.current?.();
      if (!session.isDragging) return;
      setIsDragging(false);
      if (last) setAnnouncement(describePosition(last));
    }

    stopListening.current?.();
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stopListening.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stopListening.current = null;
    };
  }

  function onKeyDown(event: KeyboardEvent) {
    dragged.current = false;
    const direction = ARROW_DIRECTIONS[event.key];
    const element = elementRef.current;
    if (!direction || !element || event.altKey || event.ctrlKey || event.metaKey) {
      event.continuePropagation();
      return;
    }
    event.preventDefault();
    const rect = element.getBoundingClientRect();
    const step = event.shiftKey ? KEYBOARD_STEP * 4 : KEYBOARD_STEP;
    const next = moveTo(
      { x: rect.left + direction.x * step, y: rect.top + direction.y * step },
      { width: rect.width, height: rect.height },
    );
    setAnnouncement(describePosition(next));
  }

  return {
    position,
    isDragging,
    announcement,
    wasDragged: () => dragged.current,
    handleProps: { onPointerDown, onKeyDown },
  };
}

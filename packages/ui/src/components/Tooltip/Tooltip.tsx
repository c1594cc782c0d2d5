import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

/** How long the pointer must rest on a trigger before its tooltip opens, in milliseconds. */
export const DEFAULT_TOOLTIP_DELAY = 700;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip opens; keyboard focus opens it at once.
   * @default 700
   */
  delay?: number;
}

/** Wraps a focusable trigger (e.g. a Button) and its `Tooltip`. */
export function TooltipTrigger({ delay = DEFAULT_TOOLTIP_DELAY, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} />;
}

export type TooltipProps = RACTooltipProps;

/** A short label shown next to its trigger on hover or keyboard focus. */
export function Tooltip(props: TooltipProps) {
  return (
    <RACTooltip
      offset={6}
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.tooltip, className].filter(Boolean).join(' '),
      )}
    />
  );
}

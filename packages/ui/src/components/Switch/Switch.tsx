import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import * as styles from './Switch.css';

export type SwitchProps = RACSwitchProps;

/** An on/off switch with its label as children; pass `aria-label` when there is no visible label. */
export function Switch(props: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.switchRoot, className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {children}
        </>
      ))}
    </RACSwitch>
  );
}
